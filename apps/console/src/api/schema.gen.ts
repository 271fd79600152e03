// Generated from docs/openapi.json by apps/console/scripts/generate-api-types.mjs. Do not edit.
export interface paths {
    "/api/admin/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List addon configurations and the available providers (sensitive parameters masked) */
        get: operations["GetAddons.list"];
        put?: never;
        /** Configure an addon (integration): provider, parameters, the events it receives */
        post: operations["CreateAddon.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/addons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an addon configuration (sensitive parameters masked) */
        get: operations["GetAddons.get"];
        /** Replace an addon configuration (sensitive parameters sent as ***** are kept) */
        put: operations["UpdateAddon.update"];
        post?: never;
        /** Delete an addon configuration */
        delete: operations["DeleteAddon.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API tokens (secrets masked) */
        get: operations["ListApiTokens.list"];
        put?: never;
        /** Create an API token (the secret is returned only here) */
        post: operations["CreateApiToken.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change when an API token expires */
        put: operations["ChangeApiToken.update"];
        post?: never;
        /** Delete an API token */
        delete: operations["ChangeApiToken.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-tokens/fingerprint/{fingerprint}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change when an API token expires, by its fingerprint (as listed); a past time is refused */
        put: operations["ChangeApiTokenExpiry.update"];
        post?: never;
        /** Revoke an API token by its fingerprint (as listed), without its secret */
        delete: operations["RevokeApiToken.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/archive/{featureName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an archived feature flag */
        delete: operations["DeleteFeature.deleteOne"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/archive/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Archived feature flags of every project */
        get: operations["GetArchivedFeatures.all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/archive/features/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Archived feature flags of a project */
        get: operations["GetArchivedFeatures.ofProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/archive/revive/{featureName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revive an archived feature flag */
        post: operations["ReviveFeature.reviveOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List banners */
        get: operations["GetBanners.list"];
        put?: never;
        /** Create a banner shown to every user of the admin UI */
        post: operations["CreateBanner.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a banner */
        get: operations["GetBanners.get"];
        /** Update a banner */
        put: operations["UpdateBanner.update"];
        post?: never;
        /** Delete a banner */
        delete: operations["DeleteBanner.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a banner */
        post: operations["UpdateBanner.off"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}/on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a banner */
        post: operations["UpdateBanner.on"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/client-metrics/features/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flag's last-hour SDK usage per environment and the applications that reported it */
        get: operations["FeatureMetrics.summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/client-metrics/features/{name}/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flag's hourly SDK metrics per application and environment, newest first */
        get: operations["FeatureMetrics.raw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/constraints/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a constraint */
        post: operations["ValidateConstraint.validateConstraint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List context fields (built-in ones included) */
        get: operations["GetContextFields.list"];
        put?: never;
        /** Create a context field */
        post: operations["CreateContextField.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/context/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a context field */
        get: operations["GetContextFields.get"];
        /** Update a context field (absent fields are kept) */
        put: operations["UpdateContextField.update"];
        post?: never;
        /** Delete a context field (built-in fields cannot be deleted: 403; a field constraints use: 409) */
        delete: operations["DeleteContextField.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/context/{name}/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the strategies whose constraints use a context field */
        get: operations["ContextFieldStrategies.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/context/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that a context field name is valid and free */
        post: operations["ValidateContextFieldName.validateName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the instance environments */
        get: operations["ListEnvironments.list"];
        put?: never;
        /** Create an instance environment */
        post: operations["ManageEnvironment.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/environments/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an instance environment */
        get: operations["ListEnvironments.get"];
        put?: never;
        post?: never;
        /** Delete an instance environment no project uses (200, empty) */
        delete: operations["ManageEnvironment.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/environments/{name}/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable an instance environment */
        post: operations["ManageEnvironment.disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/environments/{name}/on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable an instance environment */
        post: operations["ManageEnvironment.enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/environments/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The environments available to a project */
        get: operations["ListEnvironments.forProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/environments/update/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an instance environment's type or sort order */
        put: operations["ManageEnvironment.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/event-creators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone who recorded events (for the event log filters) */
        get: operations["EventCreators.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get recent events (last 100, or all of a project) */
        get: operations["GetEvents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{featureName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the events of a feature */
        get: operations["GetFeatureEvents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event log as NDJSON (one stored event per line, with its chain hash), streamed; filters from/to (exclusive/inclusive event id or ISO time), project, type */
        get: operations["ExportEvents.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live stream of the event log (Server-Sent Events; resumable with Last-Event-ID) */
        get: operations["EventStream.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify the tamper-evident hash chain of the event log (optionally against a head kept from an earlier report) */
        get: operations["VerifyEvents.verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feature-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the flag types with their expected lifetimes */
        get: operations["GetFeatureTypes.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feature-types/{id}/lifetime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change how long flags of a type live before they are potentially stale */
        put: operations["SetFeatureTypeLifetime.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/features-batch/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export flags with their configuration in one environment (features-exported) */
        post: operations["ExportFeatures.export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/features-batch/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import exported flags into a project and environment, atomically (features-imported) */
        post: operations["ImportFeatures.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/features-batch/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an import without importing: the problems that would refuse it */
        post: operations["ImportFeatures.validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/features/{featureName}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tags of a feature flag */
        get: operations["ListTags.featureTags"];
        /** Add and remove tags of a feature flag */
        put: operations["TagFeature.update"];
        /** Tag a feature flag */
        post: operations["TagFeature.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/features/{featureName}/tags/{type}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a tag from a feature flag */
        delete: operations["TagFeature.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/features/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that a feature flag name is valid and free */
        post: operations["ValidateFeatureName.validateName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the caller answered a feedback prompt */
        post: operations["Feedback.give"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the caller's answer to a feedback prompt (never show it again) */
        put: operations["Feedback.change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/flag-creators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone who created a flag (?limit=&offset=) */
        get: operations["FlagCreators.all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List groups with their members */
        get: operations["Groups.list"];
        put?: never;
        /** Create a group */
        post: operations["Groups.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a group with its members */
        get: operations["Groups.get"];
        /** Replace a group (name, description, members) */
        put: operations["Groups.update"];
        post?: never;
        /** Delete a group that holds no project role */
        delete: operations["Groups.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/impact-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The impact metrics SDKs reported (kept for the retention window), by name and type */
        get: operations["ListImpactMetrics.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/impact-metrics/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One impact metric over a time range: an aggregation per step, grouped by labels */
        get: operations["QueryImpactMetric.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/instance-admin/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What this installation holds and how it is used */
        get: operations["InstanceStatistics.statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invite-link/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the public sign-up links */
        get: operations["PublicSignupTokens.list"];
        put?: never;
        /** Create a public sign-up link (users who sign up through it get the Viewer root role); its secret and url are shown once */
        post: operations["PublicSignupTokens.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invite-link/tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a public sign-up link */
        get: operations["PublicSignupTokens.get"];
        /** Change a public sign-up link's expiry or enable/disable it (a past expiry stops it at once) */
        put: operations["PublicSignupTokens.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lifecycle/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many flags are in each lifecycle stage */
        get: operations["LifecycleCount.count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether maintenance mode is on (never: Pennant has none) */
        get: operations["Maintenance.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Applications whose SDKs registered, with the projects they use (?query=&offset=&limit=&sortBy=appName&sortOrder=) */
        get: operations["Applications.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/applications/{appName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's details, instances and the flags it reported in the last 48 h */
        get: operations["Applications.details"];
        put?: never;
        /** Sets an application's description, url, color or icon (absent = keep, null = clear); no event */
        post: operations["ManageApplications.update"];
        /** Deletes an application with its instances and usage counts (200 also when unknown, as in Unleash); no event */
        delete: operations["ManageApplications.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/applications/{appName}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's projects, environments (instances, SDKs) and issues (missing flags and strategies) */
        get: operations["Applications.overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/metrics/instances/{appName}/environment/{environment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's SDK instances in one environment */
        get: operations["Applications.instances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the personal dashboard */
        get: operations["PersonalDashboard.dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/personal-dashboard/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get personal project details */
        get: operations["PersonalDashboard.project"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/playground": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Evaluate every flag for a context in an environment, with per-strategy, constraint and segment results */
        post: operations["Playground.evaluate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/playground/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Evaluate every flag in several environments for every combination of the context values listed (comma-separated) */
        post: operations["AdvancedPlayground.evaluate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each projection: version, checkpoint, lag, state, a rebuild in progress (with the position it resumed from) or interrupted (its green tables' position; resumed at the next start), and the last one finished */
        get: operations["Projections.status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections/{name}/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a blue/green rebuild of a projection in the background (202; progress in GET /api/admin/projections) */
        post: operations["Projections.rebuild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a blue/green rebuild of every projection from one pass over the log, in the background (202; progress in GET /api/admin/projections) */
        post: operations["Projections.rebuildAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replay the log up to an event id or time into a scratch schema of read-model tables, for SQL investigations (`pennant replay`); the live tables are not touched */
        post: operations["Projections.replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List projects (active, or archived with ?archived=true) */
        get: operations["ListProjects.list"];
        put?: never;
        /** Create a project (the creator becomes its Owner); `id` defaults to one derived from the name */
        post: operations["ManageProject.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a project */
        get: operations["ListProjects.get"];
        /** Change a project's name, description, mode or default stickiness */
        put: operations["ManageProject.update"];
        post?: never;
        /** Delete a project (it must have no flags, archived ones included) */
        delete: operations["ManageProject.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's members: users and groups with their project roles, and the roles there are */
        get: operations["ProjectAccess.access"];
        put?: never;
        /** Give roles to users and groups in a project (added to the roles they hold) */
        post: operations["ProjectAccess.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The action sets of a project */
        get: operations["GetActionSets.list"];
        put?: never;
        /** Create an action set (reacts to signals) */
        post: operations["CreateActionSet.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One action set */
        get: operations["GetActionSets.get"];
        /** Update an action set (absent fields are kept) */
        put: operations["UpdateActionSet.update"];
        post?: never;
        /** Delete an action set */
        delete: operations["DeleteActionSet.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/actions/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Executions of an action set, newest first (?limit=&offset=) */
        get: operations["GetActionSetEvents.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/actions/{id}/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable an action set */
        post: operations["UpdateActionSet.off"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/actions/{id}/on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable an action set */
        post: operations["UpdateActionSet.on"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/actions/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Action definitions and their parameters */
        get: operations["GetActionConfig.config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a project's API tokens (secrets masked) */
        get: operations["ListApiTokens.listForProject"];
        put?: never;
        /** Create an SDK token for one project */
        post: operations["CreateApiToken.createForProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/api-tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a project's API tokens */
        delete: operations["ChangeApiToken.deleteForProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive feature flags of a project (all or none) */
        post: operations["ArchiveFeature.archiveMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/archive/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check what archiving feature flags would do to their dependencies */
        post: operations["ValidateArchive.validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/bulk_features/environments/{environment}/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable several feature flags in an environment */
        post: operations["BulkToggleEnvironment.off"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/bulk_features/environments/{environment}/on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable several feature flags in an environment */
        post: operations["BulkToggleEnvironment.on"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's change requests, newest first (`state` filters; drafts are the caller's own) */
        get: operations["ChangeRequestsRead.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A change request: its changes per flag and segment with conflicts, approvals, rejections, comments and schedule */
        get: operations["ChangeRequestsRead.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests/{id}/changes/{changeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard a change of a draft or a request in review (its last change discards the request) */
        delete: operations["DiscardChange.discard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a change request: send to review, approve, reject, schedule, apply or cancel (with an optional comment) */
        put: operations["ChangeState.changeState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Change-request configuration of each environment of a project */
        get: operations["ChangeRequestsRead.config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count change requests by state */
        get: operations["ChangeRequestsRead.count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/change-requests/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pending change requests (deprecated) */
        get: operations["ChangeRequestsRead.open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a project's context fields (?include=root adds the instance's; Pennant has only those) */
        get: operations["ProjectContextFields.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete archived feature flags of a project (all or none) */
        post: operations["DeleteFeature.deleteMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/dependencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether any flag of the project depends on another */
        get: operations["DependencyOptions.dependencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable an environment in a project */
        post: operations["ManageProject.addEnvironment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/environments/{environment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an environment from a project */
        delete: operations["ManageProject.removeEnvironment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/environments/{environment}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a change (or an array of changes) to the caller's draft change request of an environment */
        post: operations["AddChanges.addChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/environments/{environment}/change-requests/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Require change requests (and how many approvals) for an environment of a project */
        put: operations["ConfigureChangeRequests.configure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/environments/{environment}/default-strategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a project environment's default strategy: the one turning a flag on adds when it has no enabled strategy (flexibleRollout only) */
        post: operations["SetDefaultStrategy.set"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a project as a favourite of the caller */
        post: operations["Favorites.favoriteProject"];
        /** Unmark a favourite project of the caller */
        delete: operations["Favorites.unfavoriteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's active flags in the Feature shape; with `asOf` (event id or ISO date-time) as they were then (header x-pennant-as-of-event) */
        get: operations["GetProjectFeatures.list"];
        put?: never;
        /** Create a feature flag */
        post: operations["CreateFeature.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a flag; with `asOf` (event id or ISO date-time) as it was then (header x-pennant-as-of-event names the last event included) */
        get: operations["GetFeature.get"];
        /** Update a feature (only the given fields) */
        put: operations["UpdateFeature.update"];
        post?: never;
        /** Archive a feature flag */
        delete: operations["ArchiveFeature.archiveOne"];
        options?: never;
        head?: never;
        /** Patch a feature (JSON patch on description, type, stale, impressionData) */
        patch: operations["PatchFeature.patch"];
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/changeProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a feature flag to another project */
        post: operations["ChangeProject.changeProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clone a feature flag (strategies, variants and parents; disabled everywhere) */
        post: operations["CloneFeature.clone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/dependencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a flag depend on a parent flag (enabled, or with some of its variants) */
        post: operations["ManageDependencies.add"];
        /** Remove every dependency of a flag */
        delete: operations["ManageDependencies.removeAll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/dependencies/{parent}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one dependency of a flag */
        delete: operations["ManageDependencies.removeOne"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Differences of a flag between two points of the event log (event ids or ISO date-times; `to` defaults to now) */
        get: operations["FeatureDiff.diff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a feature flag in one environment (enabled, strategies) */
        get: operations["GetFeatureEnvironment.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a flag in an environment */
        post: operations["ToggleEnvironment.off"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a flag in an environment */
        post: operations["ToggleEnvironment.on"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/safeguard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a flag's safeguard in an environment: the rule that turns it off there */
        put: operations["ConfigureSafeguard.set"];
        post?: never;
        /** Remove a flag's safeguard in an environment */
        delete: operations["ConfigureSafeguard.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flag's strategies in one environment, in evaluation order */
        get: operations["GetStrategies.list"];
        put?: never;
        /** Add a strategy to a flag in an environment */
        post: operations["AddStrategy.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one strategy of a flag in an environment */
        get: operations["GetStrategies.get"];
        /** Replace a strategy (absent constraints, parameters and variants become empty) */
        put: operations["UpdateStrategy.update"];
        post?: never;
        /** Remove a strategy from a flag in an environment */
        delete: operations["RemoveStrategy.remove"];
        options?: never;
        head?: never;
        /** Patch a strategy (JSON patch on the strategy as GET shows it) */
        patch: operations["UpdateStrategy.patch"];
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/set-sort-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the evaluation order of a flag's strategies in an environment */
        post: operations["SetStrategySortOrder.setSortOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the variants of a feature flag in one environment */
        get: operations["GetFeatureEnvironment.variants"];
        /** Replace a flag's variants in an environment */
        put: operations["SetVariants.putEnv"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Patch a flag's variants in an environment (JSON patch) */
        patch: operations["SetVariants.patchEnv"];
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a flag as a favourite of the caller */
        post: operations["Favorites.favoriteFeature"];
        /** Unmark a favourite flag of the caller */
        delete: operations["Favorites.unfavoriteFeature"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lifecycle stages of a feature flag */
        get: operations["GetFeatureLifecycle.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/lifecycle/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a feature flag completed */
        post: operations["CompleteFeature.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/lifecycle/uncomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a feature flag out of the completed stage */
        post: operations["UncompleteFeature.uncomplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/parent-variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the variant names of a flag's strategies (what a child flag may require of it) */
        get: operations["DependencyOptions.parentVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/parents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the flags a feature flag could depend on */
        get: operations["DependencyOptions.parents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/safeguards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flag's safeguards per environment, with their last evaluation and firing */
        get: operations["GetSafeguards.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a flag's variants in every environment of its project (legacy) */
        put: operations["SetVariants.putLegacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Patch a flag's variants in every environment of its project (legacy, JSON patch) */
        patch: operations["SetVariants.patchLegacy"];
        trace?: never;
    };
    "/api/admin/projects/{projectId}/features/{featureName}/variants-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a flag's variants in several environments */
        put: operations["SetVariants.putBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/flag-creators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone who created a flag in the project */
        get: operations["FlagCreators.ofProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/groups/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a user's or group's roles in a project */
        put: operations["ProjectAccess.setRoles2"];
        post?: never;
        /** Remove a user or group from a project (all its roles) */
        delete: operations["ProjectAccess.deleteRoles2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/groups/{id}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a user's or group's roles in a project by this one */
        put: operations["ProjectAccess.changeRole2"];
        /** Give one more role to a user or group in a project */
        post: operations["ProjectAccess.addRole2"];
        /** Take one role from a user or group in a project */
        delete: operations["ProjectAccess.removeRole2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project at a glance: settings, members, environments, flag types, 30-day statistics, onboarding */
        get: operations["ProjectOverview.overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/revive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revive archived feature flags of a project (all or none) */
        post: operations["ReviveFeature.reviveMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/stale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark feature flags of a project stale or not stale */
        post: operations["MarkFeaturesStale.markStale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's status: its activity per day, resources, health, flags per lifecycle stage and stale flags */
        get: operations["ProjectStatus.status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add and remove tags on several feature flags of a project */
        put: operations["TagProjectFeatures.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/users/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a user's or group's roles in a project */
        put: operations["ProjectAccess.setRoles"];
        post?: never;
        /** Remove a user or group from a project (all its roles) */
        delete: operations["ProjectAccess.deleteRoles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{projectId}/users/{id}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a user's or group's roles in a project by this one */
        put: operations["ProjectAccess.changeRole"];
        /** Give one more role to a user or group in a project */
        post: operations["ProjectAccess.addRole"];
        /** Take one role from a user or group in a project */
        delete: operations["ProjectAccess.removeRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/archive/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a project (it must have no active flags) */
        post: operations["ManageProject.archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/revive/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revive an archived project */
        post: operations["ManageProject.revive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles: root roles, built-in project roles, custom project roles */
        get: operations["Roles.list"];
        put?: never;
        /** Create a custom project role */
        post: operations["Roles.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a role with its permissions */
        get: operations["Roles.get"];
        /** Replace a custom project role (name, description, permissions) */
        put: operations["Roles.update"];
        post?: never;
        /** Delete a custom project role nobody holds */
        delete: operations["Roles.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the event log: query (substring), feature, project, type, createdBy (user id or name) as IS:/IS_ANY_OF:, from/to dates, offset, limit (≤ 1000, default 50). Without ADMIN: only the events the caller recorded */
        get: operations["SearchEvents.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search and filter features */
        get: operations["SearchFeatures.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List segments with their usage counts */
        get: operations["GetSegments.list"];
        put?: never;
        /** Create a segment (constraints shared by strategies) */
        post: operations["CreateSegment.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A segment; with `asOf` (event id or ISO date-time) as it was then, replayed from the log (header x-pennant-as-of-event) */
        get: operations["GetSegments.get"];
        /** Replace a segment (name, description, project, constraints) */
        put: operations["UpdateSegment.update"];
        post?: never;
        /** Delete a segment (409 if unknown or in use) */
        delete: operations["DeleteSegment.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/segments/{id}/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the strategies that use a segment */
        get: operations["SegmentUsage.strategies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/segments/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that a segment name is free */
        post: operations["SegmentUsage.validateName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service accounts (with their tokens, no secrets) and the root roles */
        get: operations["ServiceAccounts.list"];
        put?: never;
        /** Create a service account */
        post: operations["ServiceAccounts.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a service account */
        get: operations["ServiceAccounts.get"];
        /** Update a service account (name, root role) */
        put: operations["ServiceAccounts.update"];
        post?: never;
        /** Delete a service account (its tokens stop working) */
        delete: operations["ServiceAccounts.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-account/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service account's tokens (no secrets) */
        get: operations["ServiceAccounts.tokens"];
        put?: never;
        /** Create a token for a service account (the secret is returned only here) */
        post: operations["ServiceAccounts.createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-account/{id}/token/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a service account's tokens */
        delete: operations["ServiceAccounts.deleteToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List signal endpoints with their tokens */
        get: operations["GetSignalEndpoints.list"];
        put?: never;
        /** Create a signal endpoint (its name is the last segment of its URL) */
        post: operations["CreateSignalEndpoint.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a signal endpoint */
        get: operations["GetSignalEndpoints.get"];
        /** Update a signal endpoint (absent fields are kept) */
        put: operations["UpdateSignalEndpoint.update"];
        post?: never;
        /** Delete a signal endpoint */
        delete: operations["DeleteSignalEndpoint.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a signal endpoint */
        post: operations["UpdateSignalEndpoint.off"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a signal endpoint */
        post: operations["UpdateSignalEndpoint.on"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signals an endpoint received, newest first */
        get: operations["GetSignals.ofEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/toggle-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a signal endpoint */
        post: operations["UpdateSignalEndpoint.off2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/toggle-on": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a signal endpoint */
        post: operations["UpdateSignalEndpoint.on2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tokens of a signal endpoint (never their secrets) */
        get: operations["GetSignalEndpoints.tokens"];
        put?: never;
        /** Create a token for a signal endpoint (the secret is returned only here) */
        post: operations["CreateSignalEndpointToken.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signal-endpoints/{id}/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a token of a signal endpoint */
        put: operations["UpdateSignalEndpointToken.rename"];
        post?: never;
        /** Delete a token of a signal endpoint */
        delete: operations["DeleteSignalEndpointToken.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List received signals, newest first */
        get: operations["GetSignals.all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List strategy definitions (built-in ones included) */
        get: operations["GetStrategyDefinitions.list"];
        put?: never;
        /** Create a custom strategy definition */
        post: operations["CreateStrategyDefinition.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/strategies/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a strategy definition */
        get: operations["GetStrategyDefinitions.get"];
        /** Update a custom strategy definition (absent fields are kept) */
        put: operations["UpdateStrategyDefinition.update"];
        post?: never;
        /** Delete a custom strategy definition (built-in ones: 403) */
        delete: operations["DeleteStrategyDefinition.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/strategies/{name}/deprecate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deprecate a strategy */
        post: operations["DeprecateStrategyDefinition.deprecate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/strategies/{name}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a deprecated strategy */
        post: operations["DeprecateStrategyDefinition.reactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tag-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tag types */
        get: operations["ListTags.tagTypes"];
        put?: never;
        /** Create a tag type */
        post: operations["ManageTagTypes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tag-types/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tag type */
        get: operations["ListTags.tagType"];
        /** Update a tag type (absent fields are kept) */
        put: operations["ManageTagTypes.update"];
        post?: never;
        /** Delete a tag type */
        delete: operations["ManageTagTypes.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tag-types/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that a tag type is valid and its name free */
        post: operations["ListTags.validateTagType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tags */
        get: operations["ListTags.tags"];
        put?: never;
        /** Create a tag */
        post: operations["ManageTags.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tags/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tags of a tag type */
        get: operations["ListTags.tagsOfType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tags/{type}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tag */
        get: operations["ListTags.tag"];
        put?: never;
        post?: never;
        /** Delete a tag */
        delete: operations["ManageTags.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/telemetry/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the instance reports about itself (nothing: Pennant collects no telemetry) */
        get: operations["TelemetrySettings.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ui-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The UI configuration (version, limits, flags, front-end API origins) */
        get: operations["GetUiConfig.get"];
        put?: never;
        /** Store the frontend settings (frontendApiOrigins: `*` or origins such as https://app.example.com) */
        post: operations["UpdateFrontendSettings.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their permissions */
        get: operations["CurrentUser.me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users and the root roles */
        get: operations["UserAdmin.list"];
        put?: never;
        /** Create a user (without a password: answers an `inviteLink`; Pennant sends no email) */
        post: operations["UserAdmin.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user */
        get: operations["UserAdmin.get"];
        /** Update a user (name, email, username, root role) */
        put: operations["UserAdmin.update"];
        post?: never;
        /** Delete a user (their PATs and sessions stop working) */
        delete: operations["UserAdmin.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a user's password (their sessions end) */
        post: operations["ChangePassword.reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a user: sign-in, sessions and PATs stop working (already inactive: no change) */
        post: operations["UserActivation.deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}/invite-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an invitation (password-reset) link for a user; their earlier link stops working */
        post: operations["Invitations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a user: they can sign in again with their password (already active: no change) */
        post: operations["UserActivation.reactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's personal access tokens (admin) */
        get: operations["Pats.listForUser"];
        put?: never;
        /** Create a personal access token for a user (admin bootstrap) */
        post: operations["Pats.createForUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user-admin/{id}/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a user's personal access tokens (admin) */
        delete: operations["Pats.deleteForUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your own password (your other sessions end) */
        post: operations["ChangePassword.changeOwn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile: root role, projects, groups */
        get: operations["UserProfile.profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's personal access tokens */
        get: operations["Pats.list"];
        put?: never;
        /** Create a personal access token (the secret is returned only here) */
        post: operations["Pats.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your personal access tokens */
        delete: operations["Pats.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/delta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flag changes for delta-polling SDKs since the revision in If-None-Match (hydration first; client or admin token) */
        get: operations["ClientDelta.delta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flag configuration for SDKs (client or admin token; ETag/If-None-Match; `fetch-mode: streaming` only with CLIENT_STREAMING_HINT) */
        get: operations["ClientFeatures.features"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/features/{featureName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One flag for SDKs; 404 when not visible to the token */
        get: operations["ClientFeatures.feature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SDK usage metrics for a time bucket, with its impact metrics (202) */
        post: operations["SdkMetrics.metrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/metrics/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk SDK metrics and registrations, as relayed by Edge (202) */
        post: operations["SdkMetrics.bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An SDK announces itself (202) */
        post: operations["SdkMetrics.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/streaming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flag changes for streaming SDKs (Server-Sent Events; resumable with Last-Event-ID; client or admin token) */
        get: operations["ClientStreaming.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flags enabled for a context, evaluated server-side (frontend or admin token; ETag/If-None-Match) */
        get: operations["FrontendFeatures.get"];
        put?: never;
        /** Flags enabled for a context, evaluated server-side (frontend or admin token; ETag/If-None-Match) */
        post: operations["FrontendFeatures.post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/client/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Usage metrics from a frontend SDK (200) */
        post: operations["FrontendMetrics.metrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/client/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A frontend SDK announces itself (200) */
        post: operations["FrontendMetrics.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flags enabled for a context, evaluated server-side (frontend or admin token; ETag/If-None-Match) */
        get: operations["FrontendFeatures.getFeatures"];
        put?: never;
        /** Flags enabled for a context, evaluated server-side (frontend or admin token; ETag/If-None-Match) */
        post: operations["FrontendFeatures.postFeatures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ofrep/event-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OFREP change notification (Server-Sent Events: refetchEvaluation; resumable with Last-Event-ID; a frontend or admin token in `token` or Authorization) */
        get: operations["OfrepChanges.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signal-endpoint/{endpointName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signal (Authorization: Bearer <token of the endpoint>) */
        post: operations["ReceiveSignal.receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a password with an invitation or password-reset link, and sign in */
        post: operations["Invitations.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an invitation or password-reset link (answers its user) */
        get: operations["Invitations.validate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/simple/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a username or email and a password (sets the session cookie) */
        post: operations["SignIn.signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["OpenApi.openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness (503 while the embedded database is down) */
        get: operations["Health.health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal-backstage/prometheus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format 0.0.4) */
        get: operations["Metrics.prometheus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invite/{token}/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create your own account (Viewer) through a public sign-up link; then sign in */
        post: operations["PublicSignup.signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invite/{token}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a public sign-up link (200 while it works) */
        get: operations["PublicSignup.validate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: end the session and clear its cookie (an HTML form post is redirected to /signed-out) */
        post: operations["SignIn.signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ofrep/v1/evaluate/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OFREP bulk evaluation: every flag for a context (a client or frontend token (or an admin token) in Authorization (Bearer) or X-API-Key; ETag/If-None-Match → 304) */
        post: operations["OfrepEvaluation.bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ofrep/v1/evaluate/flags/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OFREP single-flag evaluation for a context (a client or frontend token (or an admin token) in Authorization (Bearer) or X-API-Key); an unknown flag is 404 FLAG_NOT_FOUND */
        post: operations["OfrepEvaluation.single"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every projection is within READY_LAG_EVENTS of the head (else 503, same body) */
        get: operations["Health.ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        acceptInvitationSchema: {
            token: string;
            password: string;
        } & {
            [key: string]: unknown;
        };
        actionSetEventsSchema: {
            actionSetEvents: {
                id: number;
                actionSetId: number;
                signalId: number;
                /** Format: date-time */
                createdAt: string;
                /** @enum {string} */
                state: "success" | "failed";
                signal: {
                    id: number;
                    source: string;
                    sourceId: number;
                    createdBySourceTokenId: number | null;
                    /** @description The JSON the sender posted */
                    payload: unknown;
                    /** Format: date-time */
                    createdAt: string;
                } | null;
                actionSet: {
                    id: number;
                    enabled: boolean;
                    name: string;
                    description: string | null;
                    project: string;
                    actorId: number;
                    match: components["schemas"]["actionSetMatchSchema"];
                    /** Format: date-time */
                    createdAt: string;
                    createdByUserId: number | null;
                    actions: {
                        id: number;
                        /** @enum {string} */
                        action: "TOGGLE_FEATURE_ON" | "TOGGLE_FEATURE_OFF" | "TOGGLE_FEATURES_ON_BY_TAG" | "TOGGLE_FEATURES_OFF_BY_TAG";
                        sortOrder: number;
                        executionParams: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        createdByUserId: number | null;
                        /** @enum {string} */
                        state: "success" | "failed" | "not started";
                        details?: string;
                    }[];
                };
            }[];
        };
        actionSetMatchSchema: {
            /** @enum {string} */
            source: "signal-endpoint";
            sourceId: number;
            payload: {
                [key: string]: {
                    /** @enum {string} */
                    operator: "NOT_IN" | "IN" | "STR_ENDS_WITH" | "STR_STARTS_WITH" | "STR_CONTAINS" | "NUM_EQ" | "NUM_GT" | "NUM_GTE" | "NUM_LT" | "NUM_LTE" | "DATE_AFTER" | "DATE_BEFORE" | "SEMVER_EQ" | "SEMVER_GT" | "SEMVER_LT" | "SEMVER_GTE" | "SEMVER_LTE" | "REGEX" | "IN_CIDR";
                    inverted: boolean;
                    caseInsensitive: boolean;
                    value?: string;
                    values?: string[];
                };
            };
        };
        actionSetSchema: {
            id: number;
            enabled: boolean;
            name: string;
            description: string | null;
            project: string;
            actorId: number;
            match: components["schemas"]["actionSetMatchSchema"];
            /** Format: date-time */
            createdAt: string;
            createdByUserId: number | null;
            actions: {
                id: number;
                /** @enum {string} */
                action: "TOGGLE_FEATURE_ON" | "TOGGLE_FEATURE_OFF" | "TOGGLE_FEATURES_ON_BY_TAG" | "TOGGLE_FEATURES_OFF_BY_TAG";
                sortOrder: number;
                executionParams: {
                    [key: string]: string;
                };
                /** Format: date-time */
                createdAt: string;
                createdByUserId: number | null;
            }[];
        };
        actionSetsSchema: {
            actions: components["schemas"]["actionSetSchema"][];
        };
        addonCreateUpdateSchema: {
            provider: string;
            description?: string | null;
            enabled: boolean;
            parameters: {
                [key: string]: string;
            };
            events: string[];
            projects?: string[];
            environments?: string[];
        } & {
            [key: string]: unknown;
        };
        addonSchema: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            provider: string;
            description: string | null;
            enabled: boolean;
            parameters: {
                [key: string]: string;
            };
            events: string[];
            projects: string[];
            environments: string[];
        };
        addonsSchema: {
            addons: components["schemas"]["addonSchema"][];
            providers: components["schemas"]["addonTypeSchema"][];
        };
        addonTypeSchema: {
            name: string;
            displayName: string;
            description: string;
            documentationUrl: string;
            parameters: {
                name: string;
                displayName: string;
                /** @enum {string} */
                type: "url" | "text" | "textfield" | "list";
                required: boolean;
                sensitive: boolean;
            }[];
            events: string[];
        };
        adminSegmentSchema: {
            id: number;
            name: string;
            description: string | null;
            constraints: components["schemas"]["createConstraintSchema"][];
            project: string | null;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            usedInFeatures?: number;
            usedInProjects?: number;
        };
        advancedPlaygroundRequestSchema: {
            environments: string[];
            projects?: "*" | string[];
            context: components["schemas"]["sdkContextSchema"];
        };
        advancedPlaygroundResponseSchema: {
            input: components["schemas"]["advancedPlaygroundRequestSchema"];
            features: {
                name: string;
                projectId: string;
                environments: {
                    [key: string]: {
                        name: string;
                        projectId: string;
                        isEnabled: boolean;
                        isEnabledInCurrentEnvironment: boolean;
                        hasUnsatisfiedDependency: boolean;
                        strategies: components["schemas"]["playgroundStrategiesSchema"];
                        variant: components["schemas"]["playgroundVariantSchema"];
                        variants: unknown[];
                        environment: string;
                        context: {
                            [key: string]: string;
                        };
                    }[];
                };
            }[];
        };
        apiTokenSchema: {
            secret: string;
            tokenName: string;
            username: string;
            /** @enum {string} */
            type: "client" | "backend" | "admin" | "frontend";
            environment: string;
            project: string;
            projects: string[];
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            alias: string | null;
            /** Format: date-time */
            seenAt: string | null;
            secure: boolean;
            fingerprint: string;
        };
        apiTokensSchema: {
            tokens: {
                /** @description Masked: the first characters of the secret and asterisks; the secret itself is shown only on creation */
                secret: string;
                tokenName: string;
                username: string;
                /** @enum {string} */
                type: "client" | "backend" | "admin" | "frontend";
                environment: string;
                project: string;
                projects: string[];
                /** Format: date-time */
                expiresAt: string | null;
                /** Format: date-time */
                createdAt: string;
                alias: string | null;
                /** Format: date-time */
                seenAt: string | null;
                secure: boolean;
                fingerprint: string;
            }[];
        };
        applicationEnvironmentInstancesSchema: {
            instances: components["schemas"]["applicationInstanceSchema"][];
        };
        applicationInstanceSchema: {
            instanceId: string;
            clientIp: string | null;
            /** Format: date-time */
            lastSeen: string;
            /** Format: date-time */
            createdAt: string;
            sdkVersion: string | null;
            environment: string;
        };
        applicationOverviewSchema: {
            projects: string[];
            featureCount: number;
            environments: {
                name: string;
                instanceCount: number;
                sdks: string[];
                frontendSdks: string[];
                backendSdks: string[];
                /** Format: date-time */
                lastSeen: string | null;
                issues: {
                    missingFeatures: string[];
                    outdatedSdks: string[];
                };
            }[];
            issues: {
                missingFeatures: string[];
                missingStrategies: string[];
            };
        };
        applicationSchema: {
            appName: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            url: string | null;
            color: string | null;
            icon: string | null;
            strategies: string[];
            instances: components["schemas"]["applicationInstanceSchema"][];
            seenToggles: string[];
            links: {
                self: string;
            };
        };
        archivedFeaturesSchema: {
            /** @enum {integer} */
            version: 1;
            features: {
                name: string;
                description: string | null;
                type: string;
                project: string;
                stale: boolean;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastSeenAt: string | null;
                impressionData: boolean;
                /** Format: date-time */
                archivedAt: string;
                /** @enum {boolean} */
                archived: true;
                environments: {
                    name: string;
                    /** Format: date-time */
                    lastSeenAt: string | null;
                }[];
            }[];
        };
        bannerSchema: {
            id: number;
            message: string;
            enabled: boolean;
            /** @enum {string} */
            variant: "info" | "warning" | "error" | "success";
            sticky: boolean;
            icon: string | null;
            link: string | null;
            linkText: string | null;
            dialogTitle: string | null;
            dialog: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        bannersSchema: {
            banners: components["schemas"]["bannerSchema"][];
        };
        batchFeaturesSchema: {
            features: string[];
        } & {
            [key: string]: unknown;
        };
        batchStaleSchema: {
            features: string[];
            stale: boolean;
        } & {
            [key: string]: unknown;
        };
        bulkMetricsSchema: {
            applications: ({
                appName: string;
                environment: string;
                sdkVersion?: string;
                strategies?: string[];
            } & {
                [key: string]: unknown;
            })[];
            metrics: ({
                featureName: string;
                appName: string;
                environment: string;
                timestamp: string;
                yes?: number;
                no?: number;
                variants?: {
                    [key: string]: number;
                };
            } & {
                [key: string]: unknown;
            })[];
            impactMetrics?: components["schemas"]["reportedImpactMetricsSchema"];
        } & {
            [key: string]: unknown;
        };
        bulkToggleFeaturesSchema: {
            features: string[];
        } & {
            [key: string]: unknown;
        };
        changePasswordSchema: {
            password: string;
            confirmPassword?: string;
            oldPassword?: string;
        } & {
            [key: string]: unknown;
        };
        changeProjectSchema: {
            newProjectId: string;
        } & {
            [key: string]: unknown;
        };
        changeRequestConfigSchema: {
            environment: string;
            type: string;
            changeRequestEnabled: boolean;
            requiredApprovals: number;
        }[];
        changeRequestConfigUpdateSchema: {
            changeRequestsEnabled: boolean;
            requiredApprovals?: number;
        } & {
            [key: string]: unknown;
        };
        changeRequestCreateSchema: ({
            feature: string;
            /** @enum {string} */
            action: "updateEnabled";
            payload: {
                enabled: boolean;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "addStrategy";
            payload: components["schemas"]["createFeatureStrategySchema"];
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "updateStrategy";
            payload: {
                name?: string;
                title?: string | null;
                disabled?: boolean | null;
                sortOrder?: number;
                constraints?: components["schemas"]["createConstraintSchema"][];
                parameters?: {
                    [key: string]: string;
                };
                variants?: components["schemas"]["createStrategyVariantSchema"][];
                segments?: number[];
                id: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "deleteStrategy";
            payload: {
                id: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "patchVariant";
            payload: {
                variants: components["schemas"]["variantsSchema"];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "reorderStrategy";
            payload: {
                sortOrders: components["schemas"]["setStrategySortOrderSchema"];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "archiveFeature";
            payload?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "addDependency";
            payload: components["schemas"]["createDependentFeatureSchema"];
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "deleteDependency";
            payload: {
                feature: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "setSafeguard";
            payload: components["schemas"]["safeguardRuleSchema"];
        } & {
            [key: string]: unknown;
        }) | ({
            feature: string;
            /** @enum {string} */
            action: "deleteSafeguard";
            payload?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        }) | ({
            segmentId: number;
            /** @enum {string} */
            action: "updateSegment";
            payload: components["schemas"]["upsertSegmentSchema"];
        } & {
            [key: string]: unknown;
        }) | ({
            segmentId: number;
            /** @enum {string} */
            action: "deleteSegment";
            payload?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        changeRequestOneOrManyCreateSchema: components["schemas"]["changeRequestCreateSchema"] | components["schemas"]["changeRequestCreateSchema"][];
        changeRequestSchema: {
            id: number;
            title?: string;
            environment: string;
            /** @deprecated */
            minApprovals?: number;
            project: string;
            features: Record<string, never>[];
            segments: Record<string, never>[];
            approvals?: Record<string, never>[];
            rejections?: Record<string, never>[];
            comments?: Record<string, never>[];
            createdBy: {
                username?: string | null;
                imageUrl?: string | null;
            };
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            state: "Draft" | "In review" | "Approved" | "Applied" | "Cancelled" | "Rejected" | "Scheduled";
        };
        changeRequestsCountSchema: {
            total: number;
            applied: number;
            rejected: number;
            reviewRequired: number;
            approved: number;
            scheduled: number;
        };
        changeRequestsSchema: components["schemas"]["changeRequestSchema"][];
        changeRequestStateSchema: {
            /** @enum {string} */
            state: "Draft" | "In review" | "Approved" | "Applied" | "Cancelled" | "Rejected" | "Scheduled";
            comment?: string | null;
            scheduledAt?: string;
            title?: string;
        } & {
            [key: string]: unknown;
        };
        clientApplicationSchema: {
            appName: string;
            instanceId?: string;
            sdkVersion?: string;
            environment?: string;
            strategies: string[];
            started: string;
            interval: number;
        } & {
            [key: string]: unknown;
        };
        clientFeatureSchema: {
            name: string;
            type: string;
            description: string | null;
            project: string;
            enabled: boolean;
            stale: boolean;
            impressionData: boolean;
            strategies: {
                name: string;
                constraints: components["schemas"]["constraintSchema"][];
                parameters: {
                    [key: string]: string;
                };
                variants: unknown[];
                segments?: number[];
            }[];
            variants: unknown[];
            dependencies: {
                feature: string;
                enabled: boolean;
                variants?: string[];
            }[];
        };
        clientFeaturesDeltaSchema: {
            events: ({
                /** @enum {string} */
                type: "hydration";
                eventId: number;
                features: components["schemas"]["clientFeatureSchema"][];
                segments: components["schemas"]["clientSegmentSchema"][];
            } | {
                /** @enum {string} */
                type: "feature-updated";
                eventId: number;
                feature: components["schemas"]["clientFeatureSchema"];
            } | {
                /** @enum {string} */
                type: "feature-removed";
                eventId: number;
                featureName: string;
                project: string;
            } | {
                /** @enum {string} */
                type: "segment-updated";
                eventId: number;
                segment: components["schemas"]["clientSegmentSchema"];
            } | {
                /** @enum {string} */
                type: "segment-removed";
                eventId: number;
                segmentId: number;
            })[];
        };
        clientFeaturesSchema: {
            /** @enum {integer} */
            version: 2;
            features: components["schemas"]["clientFeatureSchema"][];
            segments?: components["schemas"]["clientSegmentSchema"][];
            query: {
                environment: string;
                project?: string[];
                namePrefix?: string;
                tag?: string[];
            };
            meta: {
                revisionId: number;
                etag: string;
                queryHash: string;
            };
        };
        clientMetricsBucketSchema: {
            start: string;
            stop: string;
            toggles: {
                [key: string]: {
                    yes: number;
                    no: number;
                    variants?: {
                        [key: string]: number;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        } & {
            [key: string]: unknown;
        };
        clientMetricsSchema: {
            appName: string;
            instanceId?: string;
            sdkVersion?: string;
            environment?: string;
            bucket: components["schemas"]["clientMetricsBucketSchema"];
            impactMetrics?: components["schemas"]["reportedImpactMetricsSchema"];
        } & {
            [key: string]: unknown;
        };
        clientSegmentSchema: {
            id: number;
            name: string;
            constraints: components["schemas"]["constraintSchema"][];
        };
        cloneFeatureSchema: {
            name: string;
            replaceGroupId?: boolean;
        } & {
            [key: string]: unknown;
        };
        completeFeatureSchema: {
            /** @enum {string} */
            status: "kept" | "discarded";
            statusValue?: string;
        } & {
            [key: string]: unknown;
        };
        constraintSchema: {
            contextName: string;
            /** @enum {string} */
            operator: "NOT_IN" | "IN" | "STR_ENDS_WITH" | "STR_STARTS_WITH" | "STR_CONTAINS" | "NUM_EQ" | "NUM_GT" | "NUM_GTE" | "NUM_LT" | "NUM_LTE" | "DATE_AFTER" | "DATE_BEFORE" | "SEMVER_EQ" | "SEMVER_GT" | "SEMVER_LT" | "SEMVER_GTE" | "SEMVER_LTE" | "REGEX" | "IN_CIDR";
            caseInsensitive?: boolean;
            inverted?: boolean;
            values?: string[];
            value?: string;
        };
        contextFieldSchema: {
            name: string;
            description: string;
            stickiness: boolean;
            sortOrder: number;
            /** Format: date-time */
            createdAt: string | null;
            usedInFeatures: number;
            usedInProjects: number;
            legalValues: {
                value: string;
                description?: string;
            }[];
        };
        contextFieldsSchema: components["schemas"]["contextFieldSchema"][];
        createActionSchema: {
            /** @enum {string} */
            action: "TOGGLE_FEATURE_ON" | "TOGGLE_FEATURE_OFF" | "TOGGLE_FEATURES_ON_BY_TAG" | "TOGGLE_FEATURES_OFF_BY_TAG";
            sortOrder: number;
            executionParams: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        createActionSetMatchSchema: {
            /** @enum {string} */
            source: "signal-endpoint";
            sourceId: number;
            payload?: {
                [key: string]: {
                    /** @enum {string} */
                    operator: "NOT_IN" | "IN" | "STR_ENDS_WITH" | "STR_STARTS_WITH" | "STR_CONTAINS" | "NUM_EQ" | "NUM_GT" | "NUM_GTE" | "NUM_LT" | "NUM_LTE" | "DATE_AFTER" | "DATE_BEFORE" | "SEMVER_EQ" | "SEMVER_GT" | "SEMVER_LT" | "SEMVER_GTE" | "SEMVER_LTE" | "REGEX" | "IN_CIDR";
                    inverted?: boolean;
                    caseInsensitive?: boolean;
                    value?: string;
                    values?: string[];
                } & {
                    [key: string]: unknown;
                };
            };
        } & {
            [key: string]: unknown;
        };
        createActionSetSchema: {
            name: string;
            description?: string | null;
            enabled?: boolean;
            actorId: number;
            match: components["schemas"]["createActionSetMatchSchema"];
            actions: components["schemas"]["createActionSchema"][];
        } & {
            [key: string]: unknown;
        };
        createApiTokenSchema: {
            tokenName?: string;
            username?: string;
            type: string;
            environment?: string;
            project?: string;
            projects?: string[];
            expiresAt?: string | null;
        } & {
            [key: string]: unknown;
        };
        createApplicationSchema: {
            description?: string | null;
            url?: string | null;
            color?: string | null;
            icon?: string | null;
        } & {
            [key: string]: unknown;
        };
        createBannerSchema: {
            message: string;
            enabled?: boolean;
            /** @enum {string} */
            variant?: "info" | "warning" | "error" | "success";
            sticky?: boolean;
            icon?: string | null;
            link?: string | null;
            linkText?: string | null;
            dialogTitle?: string | null;
            dialog?: string | null;
        } & {
            [key: string]: unknown;
        };
        createConstraintSchema: {
            contextName: string;
            /** @enum {string} */
            operator: "NOT_IN" | "IN" | "STR_ENDS_WITH" | "STR_STARTS_WITH" | "STR_CONTAINS" | "NUM_EQ" | "NUM_GT" | "NUM_GTE" | "NUM_LT" | "NUM_LTE" | "DATE_AFTER" | "DATE_BEFORE" | "SEMVER_EQ" | "SEMVER_GT" | "SEMVER_LT" | "SEMVER_GTE" | "SEMVER_LTE" | "REGEX" | "IN_CIDR";
            caseInsensitive?: boolean;
            inverted?: boolean;
            values?: string[];
            value?: string;
        } & {
            [key: string]: unknown;
        };
        createContextFieldSchema: {
            name: string;
            description?: string | null;
            legalValues?: components["schemas"]["createLegalValueSchema"][];
            stickiness?: boolean;
            sortOrder?: number;
        } & {
            [key: string]: unknown;
        };
        createDependentFeatureSchema: {
            feature: string;
            enabled?: boolean;
            variants?: string[];
        } & {
            [key: string]: unknown;
        };
        createEnvironmentSchema: {
            name: string;
            type: string;
            enabled?: boolean;
            sortOrder?: number;
        } & {
            [key: string]: unknown;
        };
        createFeatureSchema: {
            name: string;
            /** @enum {string} */
            type?: "release" | "experiment" | "operational" | "kill-switch" | "permission";
            description?: string | null;
            impressionData?: boolean;
        } & {
            [key: string]: unknown;
        };
        createFeatureStrategySchema: {
            name: string;
            title?: string | null;
            disabled?: boolean | null;
            sortOrder?: number;
            constraints?: components["schemas"]["createConstraintSchema"][];
            parameters?: {
                [key: string]: string;
            };
            variants?: components["schemas"]["createStrategyVariantSchema"][];
            segments?: number[];
        } & {
            [key: string]: unknown;
        };
        createGroupSchema: {
            name: string;
            description?: string | null;
            users?: ({
                user: {
                    id: number;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        createInvitedUserSchema: {
            email: string;
            name?: string | null;
            username?: string | null;
            password: string;
        } & {
            [key: string]: unknown;
        };
        createLegalValueSchema: {
            value: string;
            description?: string;
        } & {
            [key: string]: unknown;
        };
        createPatSchema: {
            description: string;
            expiresAt: string;
        } & {
            [key: string]: unknown;
        };
        createProjectSchema: {
            id?: string;
            name: string;
            description?: string | null;
            /** @enum {string} */
            mode?: "open" | "protected" | "private";
            defaultStickiness?: string;
            environments?: string[];
        } & {
            [key: string]: unknown;
        };
        createRoleWithPermissionsSchema: {
            name: string;
            description?: string;
            /** @enum {string} */
            type?: "custom";
            permissions: ({
                /** @enum {string} */
                name: "CREATE_FEATURE" | "UPDATE_FEATURE" | "DELETE_FEATURE" | "CREATE_FEATURE_STRATEGY" | "UPDATE_FEATURE_STRATEGY" | "DELETE_FEATURE_STRATEGY" | "UPDATE_FEATURE_ENVIRONMENT" | "UPDATE_FEATURE_ENVIRONMENT_VARIANTS" | "APPROVE_CHANGE_REQUEST" | "UPDATE_PROJECT" | "DELETE_PROJECT";
                environment?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        createServiceAccountSchema: {
            username: string;
            name?: string | null;
            rootRole: components["schemas"]["rootRoleSchema"];
        } & {
            [key: string]: unknown;
        };
        createSignalEndpointSchema: {
            name: string;
            description?: string | null;
            enabled?: boolean;
        } & {
            [key: string]: unknown;
        };
        createSignalEndpointTokenSchema: {
            name: string;
        } & {
            [key: string]: unknown;
        };
        createStrategyParameterSchema: {
            name: string;
            /** @enum {string} */
            type: "string" | "percentage" | "list" | "number" | "boolean";
            description?: string | null;
            required?: boolean;
        } & {
            [key: string]: unknown;
        };
        createStrategySchema: {
            name: string;
            title?: string | null;
            description?: string | null;
            parameters?: components["schemas"]["createStrategyParameterSchema"][];
            editable?: boolean;
            deprecated?: boolean;
        } & {
            [key: string]: unknown;
        };
        createStrategyVariantSchema: {
            name: string;
            weight: number;
            /** @enum {string} */
            weightType: "variable" | "fix";
            stickiness: string;
            payload?: components["schemas"]["createVariantPayloadSchema"];
        } & {
            [key: string]: unknown;
        };
        createTagSchema: {
            type?: string;
            value: string;
        } & {
            [key: string]: unknown;
        };
        createTagTypeSchema: {
            name: string;
            description?: string;
            icon?: string | null;
            color?: string | null;
        } & {
            [key: string]: unknown;
        };
        createUserResponseSchema: {
            id: number;
            name: string | null;
            email: string | null;
            username: string | null;
            imageUrl: string;
            /** Format: date-time */
            seenAt: string | null;
            loginAttempts: number;
            /** Format: date-time */
            createdAt: string;
            rootRole: number;
            /** @enum {boolean} */
            isAPI: false;
            /** @enum {string} */
            accountType: "User";
            isActive: boolean;
            emailSent: boolean;
            inviteLink?: string;
        };
        createUserSchema: {
            email?: string;
            username?: string;
            name?: string | null;
            rootRole: components["schemas"]["rootRoleSchema"];
            password?: string;
            sendEmail?: boolean;
        } & {
            [key: string]: unknown;
        };
        createVariantPayloadSchema: {
            /** @enum {string} */
            type: "json" | "csv" | "string" | "number";
            value: string;
        } & {
            [key: string]: unknown;
        };
        creatorSchema: {
            id: number;
            name: string;
        };
        dependenciesExistSchema: boolean;
        environmentProjectSchema: {
            name: string;
            type: string;
            enabled: boolean;
            protected: boolean;
            sortOrder: number;
            requiredApprovals: number | null;
            projectApiTokenCount: number;
            projectEnabledToggleCount: number;
            visible: boolean;
        };
        environmentSchema: {
            name: string;
            type: string;
            enabled: boolean;
            protected: boolean;
            sortOrder: number;
            projectCount: number;
            requiredApprovals: number | null;
        };
        environmentsProjectSchema: {
            /** @enum {integer} */
            version: 1;
            environments: components["schemas"]["environmentProjectSchema"][];
        };
        environmentsSchema: {
            /** @enum {integer} */
            version: 1;
            environments: components["schemas"]["environmentSchema"][];
        };
        environmentVariantSchema: {
            name: string;
            weight: number;
            /** @enum {string} */
            weightType?: "variable" | "fix";
            stickiness?: string;
            payload?: components["schemas"]["createVariantPayloadSchema"];
            overrides?: ({
                contextName: string;
                values: string[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        errorSchema: {
            id: string;
            name: string;
            message: string;
            details: {
                message: string;
                /** @description the invalid input, e.g. body.name */
                path?: string;
            }[];
            path?: string;
            type?: string;
            defaultHidden?: boolean;
        };
        eventCreatorsSchema: components["schemas"]["creatorSchema"][];
        eventSchema: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            type: string;
            createdBy: string;
            createdByUserId?: number | null;
            environment?: string | null;
            project?: string | null;
            featureName?: string | null;
            data?: Record<string, never> | null;
            preData?: Record<string, never> | null;
            tags?: {
                value?: string;
                type?: string;
            }[] | null;
            label?: string | null;
            summary?: string | null;
            /** @description Shared by the events one action recorded (one append) */
            groupId?: string;
            /** @enum {string} */
            groupType?: "transaction" | "change-request";
        };
        eventSearchSchema: {
            events: components["schemas"]["eventSchema"][];
            /** @description matching events over all pages */
            total: number;
            /** @description the newest event id of the log when the page was read: stream from here (lastEventId) to follow on without gap or repeat */
            head: number;
        };
        eventsSchema: {
            /** @enum {integer} */
            version: 1;
            events: components["schemas"]["eventSchema"][];
            totalEvents?: number;
        };
        exportQuerySchema: {
            environment: string;
            features?: string[];
            project?: string;
            tag?: string;
            downloadFile?: boolean;
        } & {
            [key: string]: unknown;
        };
        exportResultSchema: {
            features: ({
                name: string;
                description?: string | null;
                type?: string;
                project?: string;
                stale?: boolean;
                impressionData?: boolean;
            } & {
                [key: string]: unknown;
            })[];
            featureStrategies?: ({
                name: string;
                id?: string;
                featureName: string;
                title?: string | null;
                parameters?: {
                    [key: string]: string;
                };
                constraints?: unknown[];
                variants?: unknown[];
                segments?: number[];
                sortOrder?: number;
                disabled?: boolean | null;
            } & {
                [key: string]: unknown;
            })[];
            featureEnvironments?: ({
                name?: string;
                featureName: string;
                environment?: string;
                enabled: boolean;
                variants?: unknown[];
            } & {
                [key: string]: unknown;
            })[];
            contextFields?: ({
                name: string;
                description?: string | null;
                stickiness?: boolean;
                sortOrder?: number;
                legalValues?: ({
                    value: string;
                    description?: string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
            featureTags?: ({
                featureName: string;
                tagType: string;
                tagValue: string;
            } & {
                [key: string]: unknown;
            })[];
            segments?: ({
                id: number;
                name: string;
            } & {
                [key: string]: unknown;
            })[];
            tagTypes?: ({
                name: string;
                description?: string | null;
                icon?: string | null;
            } & {
                [key: string]: unknown;
            })[];
            dependencies?: ({
                feature: string;
                dependencies: ({
                    feature: string;
                    enabled?: boolean;
                    variants?: string[];
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        featureAsOfSchema: {
            eventId: number;
            /** @description The flag in the featureSchema shape */
            feature: {
                [key: string]: unknown;
            } | null;
        };
        featureDiffSchema: {
            from: components["schemas"]["featureAsOfSchema"];
            to: components["schemas"]["featureAsOfSchema"];
            changes: {
                path: string;
                from?: unknown;
                to?: unknown;
            }[];
        };
        featureEventsSchema: {
            /** @enum {integer} */
            version?: 1;
            toggleName?: string;
            events: components["schemas"]["eventSchema"][];
            totalEvents?: number;
        };
        featureLifecycleCountSchema: {
            initial: number;
            preLive: number;
            live: number;
            completed: number;
            archived: number;
        };
        featureLifecycleSchema: {
            stage: string;
            status?: string;
            /** Format: date-time */
            enteredStageAt: string;
        }[];
        featureSchema: {
            name: string;
            type?: string;
            description?: string | null;
            archived?: boolean;
            project?: string;
            enabled?: boolean;
            stale?: boolean;
            favorite?: boolean;
            impressionData?: boolean;
            /** Format: date-time */
            createdAt?: string | null;
            createdBy?: {
                id?: number;
                name?: string;
                imageUrl?: string;
            };
            /** Format: date-time */
            archivedAt?: string | null;
            /**
             * Format: date-time
             * @deprecated
             */
            lastSeenAt?: string | null;
            environments?: {
                yes?: number;
                no?: number;
            }[];
            /** @deprecated */
            variants?: Record<string, never>[];
            /** @deprecated */
            strategies?: Record<string, never>[];
            tags?: Record<string, never>[] | null;
            children?: string[];
            lifecycle?: {
                stage?: string;
                /** Format: date-time */
                enteredStageAt?: string;
            };
            dependencies?: Record<string, never>[];
            collaborators?: {
                users?: Record<string, never>[];
            };
            links?: {
                id: string;
                url: string;
                title?: string | null;
            }[];
        };
        featureStrategySchema: {
            id: string;
            name: string;
            title: string | null;
            disabled: boolean;
            featureName: string;
            sortOrder: number;
            segments: number[];
            constraints: components["schemas"]["constraintSchema"][];
            variants: components["schemas"]["strategyVariantSchema"][];
            parameters: {
                [key: string]: string;
            };
        };
        featureTypeSchema: {
            /** @enum {string} */
            id: "experiment" | "kill-switch" | "release" | "operational" | "permission";
            name: string;
            description: string;
            lifetimeDays: number | null;
        };
        featureTypesSchema: {
            /** @enum {integer} */
            version: 1;
            types: components["schemas"]["featureTypeSchema"][];
        };
        featureVariantsSchema: {
            /** @enum {integer} */
            version: 1;
            variants: components["schemas"]["variantSchema"][];
        };
        feedbackResponseSchema: {
            userId: number;
            feedbackId: string;
            neverShow: boolean;
            /** Format: date-time */
            given: string | null;
        };
        flagCreatorsSchema: {
            flagCreators: components["schemas"]["creatorSchema"][];
            total: number;
        };
        frontendApiContextRequestSchema: {
            context?: Record<string, never>;
        };
        frontendApiFeaturesSchema: {
            toggles: {
                name: string;
                /** @enum {boolean} */
                enabled: true;
                variant: {
                    name: string;
                    enabled: boolean;
                    feature_enabled: boolean;
                    featureEnabled: boolean;
                    payload?: components["schemas"]["sdkVariantPayloadSchema"];
                };
                impressionData: boolean;
            }[];
        };
        frontendApplicationSchema: {
            appName: string;
            instanceId?: string;
            sdkVersion?: string;
            environment?: string;
            strategies?: string[];
        } & {
            [key: string]: unknown;
        };
        frontendClientMetricsSchema: {
            appName: string;
            instanceId?: string;
            sdkVersion?: string;
            environment?: string;
            bucket: components["schemas"]["clientMetricsBucketSchema"];
        } & {
            [key: string]: unknown;
        };
        frontendSettingsSchema: {
            frontendSettings: {
                frontendApiOrigins: string[];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        groupSchema: {
            id: number;
            name: string;
            description: string | null;
            /** Format: date-time */
            createdAt: string;
            userCount: number;
            users: {
                user: components["schemas"]["userSummarySchema"];
            }[];
        };
        groupsSchema: {
            groups: components["schemas"]["groupSchema"][];
        };
        impactMetricQuerySchema: {
            metric: string;
            environment: string;
            /** @enum {string} */
            type: "counter" | "gauge" | "histogram";
            /** @enum {string} */
            aggregation: "rate" | "increase" | "last" | "avg" | "p50" | "p95" | "p99";
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            stepMinutes: number;
            groupBy: string[];
            truncated: boolean;
            series: {
                labels: {
                    [key: string]: string;
                };
                points: {
                    /** Format: date-time */
                    at: string;
                    value: number | null;
                }[];
            }[];
        };
        impactMetricsSchema: {
            metrics: {
                name: string;
                /** @enum {string} */
                type: "counter" | "gauge" | "histogram";
                help: string;
                aggregations: ("rate" | "increase" | "last" | "avg" | "p50" | "p95" | "p99")[];
                environments: string[];
                applications: string[];
                labels: string[];
                series: number;
                /** Format: date-time */
                lastSeenAt: string;
            }[];
        };
        importTogglesSchema: {
            project: string;
            environment: string;
            data: components["schemas"]["exportResultSchema"];
        } & {
            [key: string]: unknown;
        };
        importTogglesValidateItemSchema: {
            message: string;
            affectedItems: string[];
        };
        importTogglesValidateSchema: {
            errors: components["schemas"]["importTogglesValidateItemSchema"][];
            warnings: components["schemas"]["importTogglesValidateItemSchema"][];
            permissions: components["schemas"]["importTogglesValidateItemSchema"][];
        };
        instanceAdminStatsSchema: {
            /** Format: date-time */
            timestamp: string;
            instanceId: string;
            versionOSS: string;
            /** @enum {string} */
            versionEnterprise: "";
            users: number;
            serviceAccounts: number;
            apiTokens: {
                [key: string]: number;
            };
            featureToggles: number;
            archivedFeatureToggles: number;
            projects: number;
            contextFields: number;
            roles: number;
            customRootRoles: number;
            customRootRolesInUse: number;
            groups: number;
            environments: number;
            segments: number;
            strategies: number;
            SAMLenabled: boolean;
            OIDCenabled: boolean;
            passwordAuthEnabled: boolean;
            SCIMenabled: boolean;
            clientApps: {
                range: string;
                count: number;
            }[];
            featureExports: number;
            featureImports: number;
            productionChanges: {
                last30: number;
                last60: number;
                last90: number;
            };
            releaseTemplates: number;
            releasePlans: number;
            sum: string;
        };
        inviteLinkSchema: {
            inviteLink: string;
            /** Format: date-time */
            expiresAt: string;
            /** @enum {boolean} */
            emailSent: false;
        };
        loginSchema: {
            username: string;
            password: string;
        } & {
            [key: string]: unknown;
        };
        maintenanceSchema: {
            enabled: boolean;
        };
        meSchema: {
            user: components["schemas"]["userSchema"] | {
                id: number;
                name: string;
                username: string;
                isAPI: boolean;
                accountType: string;
                rootRole: number;
            };
            permissions: {
                permission: string;
                project?: string;
                environment?: string;
            }[];
            feedback: components["schemas"]["feedbackResponseSchema"][];
            splash: {
                [key: string]: unknown;
            };
        };
        ofrepBulkEvaluationSchema: {
            flags: components["schemas"]["ofrepEvaluationSchema"][];
            metadata?: {
                [key: string]: unknown;
            };
            eventStreams?: {
                type: string;
                endpoint: {
                    requestUri: string;
                };
            }[];
        };
        ofrepEvaluationRequestSchema: {
            context: {
                targetingKey: string;
            } & {
                [key: string]: unknown;
            };
        };
        ofrepEvaluationSchema: {
            key: string;
            reason?: string;
            variant?: string;
            /** @description the flag's value: a boolean, a string, a number or an object; absent: use the default in code */
            value?: unknown;
            errorCode?: string;
            errorDetails?: string;
            metadata?: {
                [key: string]: unknown;
            };
        };
        onboardingStatusSchema: {
            /** @enum {string} */
            status: "onboarding-started";
        } | {
            /** @enum {string} */
            status: "onboarded";
        } | {
            /** @enum {string} */
            status: "first-flag-created";
            feature: string;
        };
        parentFeatureOptionsSchema: string[];
        parentVariantsSchema: string[];
        passwordSchema: {
            password: string;
        } & {
            [key: string]: unknown;
        };
        patchesSchema: ({
            op: string;
            path: string;
            value?: unknown;
        } & {
            [key: string]: unknown;
        })[];
        patchFeatureStrategySchema: components["schemas"]["patchSchema"][];
        patchSchema: {
            /** @enum {string} */
            op: "add" | "remove" | "replace" | "move" | "copy" | "test";
            path: string;
            value?: unknown;
            from?: string;
        } & {
            [key: string]: unknown;
        };
        patchVariantsSchema: components["schemas"]["patchSchema"][];
        patSchema: {
            id: number;
            description: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            seenAt: string | null;
            userId: number;
            secret: string;
        };
        patsSchema: {
            pats: {
                id: number;
                description: string;
                /** Format: date-time */
                expiresAt: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                seenAt: string | null;
                userId: number;
            }[];
        };
        personalDashboardProjectDetailsSchema: {
            insights: {
                avgHealthCurrentWindow: number | null;
                avgHealthPastWindow: number | null;
                totalFlags: number;
                activeFlags: number;
                staleFlags: number;
                potentiallyStaleFlags: number;
                health: number;
            };
            onboardingStatus: {
                /** @enum {string} */
                status: "onboarding-started" | "onboarded";
            } | {
                /** @enum {string} */
                status: "first-flag-created";
                feature: string;
            };
            latestEvents: {
                id: number;
                summary: string | null;
                createdBy: string;
                createdByImageUrl: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            owners: {
                /** @enum {string} */
                ownerType: "user" | "group" | "system";
                name?: string;
            }[];
            roles: {
                name: string;
                id: number;
                /** @enum {string} */
                type: "custom" | "project";
            }[];
        };
        personalDashboardSchema: {
            admins: {
                id: number;
                name?: string;
                username?: string;
                imageUrl?: string;
                email?: string;
            }[];
            projectOwners: {
                /** @enum {string} */
                ownerType: "user";
                name: string;
                imageUrl?: string | null;
                email?: string | null;
            }[];
            projects: {
                id: string;
                name: string;
                health: number;
                memberCount: number;
                featureCount: number;
            }[];
            flags: {
                name: string;
                project: string;
                type: string;
            }[];
        };
        playgroundConstraintSchema: {
            contextName: string;
            /** @enum {string} */
            operator: "NOT_IN" | "IN" | "STR_ENDS_WITH" | "STR_STARTS_WITH" | "STR_CONTAINS" | "NUM_EQ" | "NUM_GT" | "NUM_GTE" | "NUM_LT" | "NUM_LTE" | "DATE_AFTER" | "DATE_BEFORE" | "SEMVER_EQ" | "SEMVER_GT" | "SEMVER_LT" | "SEMVER_GTE" | "SEMVER_LTE" | "REGEX" | "IN_CIDR";
            caseInsensitive?: boolean;
            inverted?: boolean;
            values?: string[];
            value?: string;
            result: boolean;
        };
        playgroundFeatureSchema: {
            name: string;
            projectId: string;
            isEnabled: boolean;
            isEnabledInCurrentEnvironment: boolean;
            hasUnsatisfiedDependency: boolean;
            strategies: components["schemas"]["playgroundStrategiesSchema"];
            variant: components["schemas"]["playgroundVariantSchema"];
            variants: unknown[];
        };
        playgroundRequestSchema: {
            projects: "*" | string[];
            environment: string;
            context: components["schemas"]["sdkContextSchema"];
        };
        playgroundResponseSchema: {
            input: components["schemas"]["playgroundRequestSchema"];
            features: components["schemas"]["playgroundFeatureSchema"][];
        };
        playgroundStrategiesSchema: {
            result: boolean | "unknown";
            data: components["schemas"]["playgroundStrategySchema"][];
        };
        playgroundStrategySchema: {
            name: string;
            title?: string;
            id: string;
            disabled: boolean;
            parameters: {
                [key: string]: string;
            };
            result: {
                enabled: boolean | "unknown";
                /** @enum {string} */
                evaluationStatus: "complete" | "incomplete";
            };
            constraints: components["schemas"]["playgroundConstraintSchema"][];
            segments: {
                id: number;
                name: string;
                result: boolean;
                constraints: components["schemas"]["playgroundConstraintSchema"][];
            }[];
            links: {
                edit: string;
            };
        };
        playgroundVariantSchema: {
            name: string;
            enabled: boolean;
            payload?: components["schemas"]["sdkVariantPayloadSchema"];
        };
        profileSchema: {
            rootRole: {
                id: number;
                /** @enum {string} */
                type: "root";
                name: string;
                description: string;
            };
            projects: string[];
            groups: {
                id: number;
                name: string;
                description: string | null;
            }[];
            subscriptions: string[];
            features: string[];
            canChangePassword: boolean;
        };
        projectAccessConfigurationSchema: {
            roles: number[];
            users?: number[];
            groups?: number[];
        } & {
            [key: string]: unknown;
        };
        projectAccessSchema: {
            roles: {
                id: number;
                name: string;
                description: string;
                /** @enum {string} */
                type: "root" | "project" | "custom";
            }[];
            users: {
                id: number;
                name: string | null;
                email: string | null;
                username: string | null;
                roles: number[];
                roleId: number;
            }[];
            groups: {
                id: number;
                name: string;
                roles: number[];
                roleId: number;
                users: {
                    id: number;
                }[];
            }[];
        };
        projectDefaultStrategySchema: {
            name: string;
            title: string | null;
            disabled: boolean;
            sortOrder: number;
            segments: number[];
            constraints: components["schemas"]["constraintSchema"][];
            variants: components["schemas"]["strategyVariantSchema"][];
            parameters: {
                [key: string]: string;
            };
        };
        projectEnvironmentSchema: {
            environment: string;
        } & {
            [key: string]: unknown;
        };
        projectFeaturesSchema: {
            /** @enum {integer} */
            version: 1;
            features: components["schemas"]["featureSchema"][];
        };
        projectFlagCreatorsSchema: components["schemas"]["creatorSchema"][];
        projectOverviewSchema: {
            /** @enum {integer} */
            version: 1;
            name: string;
            description: string | null;
            mode: string;
            defaultStickiness: string;
            featureLimit: number | null;
            linkTemplates: ({
                title: string | null;
                urlTemplate: string;
            } & {
                [key: string]: unknown;
            })[];
            members: number;
            health: number;
            technicalDebt: number;
            environments: {
                environment: string;
                changeRequestEnabled: boolean;
                defaultStrategy?: components["schemas"]["projectDefaultStrategySchema"];
            }[];
            featureTypeCounts: {
                type: string;
                count: number;
            }[];
            stats: components["schemas"]["projectStatsSchema"];
            favorite: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string | null;
            /** Format: date-time */
            archivedAt: string | null;
            onboardingStatus: components["schemas"]["onboardingStatusSchema"];
        };
        projectRolesSchema: {
            roles: number[];
        } & {
            [key: string]: unknown;
        };
        projectSchema: {
            id: string;
            name: string;
            description: string | null;
            mode: string;
            defaultStickiness: string;
            health: number;
            technicalDebt: number;
            featureCount: number;
            staleFeatureCount: number;
            potentiallyStaleFeatureCount: number;
            memberCount: number;
            favorite: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string | null;
            /** Format: date-time */
            lastUpdatedAt: string | null;
            /** Format: date-time */
            lastReportedFlagUsage: string | null;
            /** Format: date-time */
            archivedAt: string | null;
            owners: ({
                /** @enum {string} */
                ownerType: "user";
                name: string;
                email: string | null;
                imageUrl: string;
            } | {
                /** @enum {string} */
                ownerType: "group";
                name: string;
            } | {
                /** @enum {string} */
                ownerType: "system";
            })[];
            onboardingStatus: components["schemas"]["onboardingStatusSchema"];
            cleanupCount?: number;
            environments: {
                environment: string;
                defaultStrategy?: components["schemas"]["projectDefaultStrategySchema"];
            }[];
        };
        projectsSchema: {
            /** @enum {integer} */
            version: 1;
            projects: components["schemas"]["projectSchema"][];
        };
        projectStatsSchema: {
            avgTimeToProdCurrentWindow: number;
            createdCurrentWindow: number;
            createdPastWindow: number;
            archivedCurrentWindow: number;
            archivedPastWindow: number;
            projectActivityCurrentWindow: number;
            projectActivityPastWindow: number;
            projectMembersAddedCurrentWindow: number;
        };
        projectStatusLifecycleStageSchema: {
            averageDays: number | null;
            currentFlags: number;
        };
        projectStatusPercentSchema: {
            current: number;
        };
        projectStatusSchema: {
            activityCountByDate: {
                date: string;
                count: number;
            }[];
            resources: {
                members: number;
                apiTokens: number;
                segments: number;
            };
            health: components["schemas"]["projectStatusPercentSchema"];
            technicalDebt: components["schemas"]["projectStatusPercentSchema"];
            lifecycleSummary: {
                initial: components["schemas"]["projectStatusLifecycleStageSchema"];
                preLive: components["schemas"]["projectStatusLifecycleStageSchema"];
                live: components["schemas"]["projectStatusLifecycleStageSchema"];
                completed: components["schemas"]["projectStatusLifecycleStageSchema"];
                archived: {
                    currentFlags: number;
                    last30Days: number;
                };
            };
            staleFlags: {
                total: number;
            };
        };
        publicSignupTokenCreateSchema: {
            name: string;
            expiresAt: string;
            roleId?: number;
        } & {
            [key: string]: unknown;
        };
        publicSignupTokenSchema: {
            secret: string;
            url: string | null;
            name: string;
            enabled: boolean;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            users: components["schemas"]["userSummarySchema"][] | null;
            role: {
                id: number;
                name: string;
                /** @enum {string} */
                type: "root";
            };
        };
        publicSignupTokensSchema: {
            tokens: components["schemas"]["publicSignupTokenSchema"][];
        };
        publicSignupTokenUpdateSchema: {
            expiresAt?: string;
            enabled?: boolean;
        } & {
            [key: string]: unknown;
        };
        pushVariantsSchema: {
            variants: components["schemas"]["variantsSchema"];
            environments: string[];
        } & {
            [key: string]: unknown;
        };
        replaySchema: {
            until: string;
            schema?: string;
            projections?: string[];
        } & {
            [key: string]: unknown;
        };
        reportedImpactMetricsSchema: ({
            name: string;
            help: string;
            /** @enum {string} */
            type: "counter" | "gauge";
            samples: {
                labels?: {
                    [key: string]: string | number;
                };
                value: number;
            }[];
        } | {
            name: string;
            help: string;
            /** @enum {string} */
            type: "histogram";
            samples: {
                labels?: {
                    [key: string]: string | number;
                };
                count: number;
                sum: number;
                buckets: {
                    le: number | "+Inf";
                    count: number;
                }[];
            }[];
        })[];
        roleSchema: {
            id: number;
            name: string;
            description: string;
            /** @enum {string} */
            type: "root";
        };
        rolesSchema: {
            version: number;
            roles: components["schemas"]["roleWithPermissionsSchema"][];
        };
        roleWithPermissionsSchema: {
            id: number;
            name: string;
            description: string;
            /** @enum {string} */
            type: "root" | "project" | "custom";
            permissions?: {
                name: string;
                environment?: string;
            }[];
        };
        rootRoleSchema: number | ("Admin" | "Editor" | "Viewer");
        safeguardRuleSchema: {
            metric: string;
            /** @enum {string} */
            aggregation: "rate" | "increase" | "last" | "avg" | "p50" | "p95" | "p99";
            windowMinutes: number;
            /** @enum {string} */
            comparison: "gt" | "gte" | "lt" | "lte";
            threshold: number;
            labels?: {
                [key: string]: string;
            };
            appName?: string | null;
            enabled?: boolean;
        };
        safeguardSchema: {
            id: string;
            environment: string;
            metric: string;
            /** @enum {string} */
            aggregation: "rate" | "increase" | "last" | "avg" | "p50" | "p95" | "p99";
            windowMinutes: number;
            /** @enum {string} */
            comparison: "gt" | "gte" | "lt" | "lte";
            threshold: number;
            labels: {
                [key: string]: string;
            };
            appName: string | null;
            enabled: boolean;
            description: string;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
            lastEvaluation: {
                /** Format: date-time */
                at: string;
                /** Format: date-time */
                windowFrom: string;
                observed: number | null;
                /** @enum {string} */
                outcome: "no-data" | "within-threshold" | "fired" | "flag-off" | "paused";
            } | null;
            lastFired: {
                /** Format: date-time */
                at: string;
                observed: number;
            } | null;
        };
        safeguardsSchema: {
            safeguards: components["schemas"]["safeguardSchema"][];
        };
        sdkContextSchema: {
            appName?: string;
            environment?: string;
            userId?: string;
            sessionId?: string;
            remoteAddress?: string;
            currentTime?: string;
            properties?: {
                [key: string]: string;
            };
        };
        sdkVariantPayloadSchema: {
            type: string;
            value: string;
        };
        searchFeaturesSchema: {
            total?: number;
            features: {
                name: string;
                type: string;
                description: string | null;
                /** @enum {string|null} */
                dependencyType: "parent" | "child" | null;
                project: string;
                stale: boolean;
                favorite: boolean;
                impressionData: boolean;
                /** Format: date-time */
                createdAt: string | null;
                /** Format: date-time */
                archivedAt?: string | null;
                /**
                 * Format: date-time
                 * @deprecated
                 */
                lastSeenAt?: string | null;
                environments: {
                    /** @description Pending change requests changing the flag in this environment */
                    changeRequestIds?: number[];
                }[];
                segments: string[];
                tags?: {
                    value: string;
                    type: string;
                    color: string | null;
                }[] | null;
                lifecycle?: Record<string, never>;
                createdBy: Record<string, never>;
            }[];
        };
        segmentsSchema: {
            segments: components["schemas"]["adminSegmentSchema"][];
        };
        serviceAccountSchema: {
            id: number;
            name: string | null;
            username: string;
            imageUrl: string;
            /** Format: date-time */
            createdAt: string;
            rootRole: number;
            /** @enum {boolean} */
            isAPI: false;
            /** @enum {string} */
            accountType: "Service Account";
            tokens: components["schemas"]["serviceAccountTokenSchema"][];
        };
        serviceAccountsSchema: {
            serviceAccounts: components["schemas"]["serviceAccountSchema"][];
            rootRoles: components["schemas"]["roleSchema"][];
        };
        serviceAccountTokenSchema: {
            id: number;
            description: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        setStrategySortOrderSchema: ({
            id: string;
            sortOrder: number;
        } & {
            [key: string]: unknown;
        })[];
        signalEndpointSchema: {
            id: number;
            enabled: boolean;
            name: string;
            description: string | null;
            /** Format: date-time */
            createdAt: string;
            createdByUserId: number | null;
            tokens: components["schemas"]["signalEndpointTokenSchema"][];
        };
        signalEndpointSignalsSchema: {
            signalEndpointSignals: components["schemas"]["signalSchema"][];
        };
        signalEndpointsSchema: {
            signalEndpoints: components["schemas"]["signalEndpointSchema"][];
        };
        signalEndpointTokenSchema: {
            id: number;
            name: string;
            signalEndpointId: number;
            /** Format: date-time */
            createdAt: string;
            createdByUserId: number | null;
        };
        signalEndpointTokensSchema: {
            tokens: components["schemas"]["signalEndpointTokenSchema"][];
        };
        signalSchema: {
            id: number;
            /** @enum {string} */
            source: "signal-endpoint";
            sourceId: number;
            createdBySourceTokenId: number | null;
            /** @description The JSON the sender posted */
            payload: unknown;
            /** Format: date-time */
            createdAt: string;
            tokenName: string | null;
            sourceName: string | null;
            sourceDescription: string | null;
        };
        signalsSchema: {
            signals: components["schemas"]["signalSchema"][];
        };
        strategiesSchema: {
            /** @enum {integer} */
            version: 1;
            strategies: components["schemas"]["strategySchema"][];
        };
        strategySchema: {
            title: string | null;
            name: string;
            displayName: string | null;
            description: string;
            editable: boolean;
            deprecated: boolean;
            parameters: {
                name: string;
                /** @enum {string} */
                type: "string" | "percentage" | "list" | "number" | "boolean";
                description: string;
                required: boolean;
            }[];
        };
        strategyUsageSchema: {
            id: string;
            projectId: string;
            featureName: string;
            strategyName: string;
            environment: string;
        };
        strategyVariantSchema: {
            name: string;
            weight: number;
            /** @enum {string} */
            weightType: "variable" | "fix";
            stickiness: string;
            payload?: components["schemas"]["variantPayloadSchema"];
        };
        tagsBulkAddSchema: {
            features: string[];
            tags: components["schemas"]["updateTagsSchema"];
        } & {
            [key: string]: unknown;
        };
        tagSchema: {
            type: string;
            value: string;
        };
        tagsSchema: {
            /** @enum {integer} */
            version: 1;
            tags: components["schemas"]["tagSchema"][];
        };
        tagTypeSchema: {
            name: string;
            description: string;
            icon: string | null;
            color?: string | null;
        };
        tagTypesSchema: {
            /** @enum {integer} */
            version: 1;
            tagTypes: components["schemas"]["tagTypeSchema"][];
        };
        tagWithVersionSchema: {
            /** @enum {integer} */
            version: 1;
            tag: components["schemas"]["tagSchema"];
        };
        telemetrySettingsSchema: {
            versionInfoCollectionEnabled: boolean;
            featureInfoCollectionEnabled: boolean;
        };
        uiConfigSchema: {
            version: string;
            environment: string;
            unleashUrl: string;
            baseUriPath: string;
            disablePasswordAuth: boolean;
            emailEnabled: boolean;
            maintenanceMode: boolean;
            segmentValuesLimit: number;
            strategySegmentsLimit: number;
            resourceLimits: {
                segmentValues: number;
                strategySegments: number;
                actionSetActions: number;
                actionSetsPerProject: number;
                actionSetFilters: number;
                actionSetFilterValues: number;
                signalEndpoints: number;
                signalTokensPerEndpoint: number;
                featureEnvironmentStrategies: number;
                constraintValues: number;
                constraints: number;
                environments: number;
                apiTokens: number;
                projects: number;
                segments: number;
                featureFlags: number;
            };
            networkViewEnabled: boolean;
            frontendApiOrigins: string[];
            flags: {
                [key: string]: boolean;
            };
            /** @enum {string} */
            authenticationType: "open-source" | "demo" | "enterprise" | "hosted" | "custom" | "none";
            versionInfo: {
                current: {
                    oss: string;
                    enterprise: string;
                };
                latest: {
                    oss?: string;
                    enterprise?: string;
                };
                isLatest: boolean;
                instanceId?: string;
            };
            unleashAIAvailable: boolean;
        };
        updateActionSetSchema: {
            name?: string;
            description?: string | null;
            enabled?: boolean;
            actorId?: number;
            match?: components["schemas"]["createActionSetMatchSchema"];
            actions?: components["schemas"]["createActionSchema"][];
        } & {
            [key: string]: unknown;
        };
        updateApiTokenSchema: {
            expiresAt: string | null;
        } & {
            [key: string]: unknown;
        };
        updateContextFieldSchema: {
            name?: string;
            description?: string | null;
            legalValues?: components["schemas"]["createLegalValueSchema"][];
            stickiness?: boolean;
            sortOrder?: number;
        } & {
            [key: string]: unknown;
        };
        updateEnvironmentSchema: {
            type?: string;
            sortOrder?: number;
        } & {
            [key: string]: unknown;
        };
        updateFeatureSchema: {
            name?: string;
            description?: string | null;
            /** @enum {string} */
            type?: "release" | "experiment" | "operational" | "kill-switch" | "permission";
            stale?: boolean;
            archived?: boolean;
            impressionData?: boolean;
        } & {
            [key: string]: unknown;
        };
        updateFeatureStrategySchema: {
            name?: string;
            title?: string | null;
            disabled?: boolean | null;
            sortOrder?: number;
            constraints?: components["schemas"]["createConstraintSchema"][];
            parameters?: {
                [key: string]: string;
            };
            variants?: components["schemas"]["createStrategyVariantSchema"][];
            segments?: number[];
        } & {
            [key: string]: unknown;
        };
        updateFeatureTypeLifetimeSchema: {
            lifetimeDays: number | null;
        } & {
            [key: string]: unknown;
        };
        updateProjectSchema: {
            name?: string;
            description?: string | null;
            /** @enum {string} */
            mode?: "open" | "protected" | "private";
            defaultStickiness?: string;
        } & {
            [key: string]: unknown;
        };
        updateServiceAccountSchema: {
            name?: string | null;
            rootRole?: components["schemas"]["rootRoleSchema"];
        } & {
            [key: string]: unknown;
        };
        updateSignalEndpointSchema: {
            name?: string;
            description?: string | null;
            enabled?: boolean;
        } & {
            [key: string]: unknown;
        };
        updateStrategySchema: {
            name?: string;
            title?: string | null;
            description?: string | null;
            parameters?: components["schemas"]["createStrategyParameterSchema"][];
        } & {
            [key: string]: unknown;
        };
        updateTagsSchema: {
            addedTags?: components["schemas"]["createTagSchema"][];
            removedTags?: components["schemas"]["createTagSchema"][];
        } & {
            [key: string]: unknown;
        };
        updateTagTypeSchema: {
            description?: string;
            icon?: string | null;
            color?: string | null;
        } & {
            [key: string]: unknown;
        };
        updateUserSchema: {
            email?: string | null;
            username?: string | null;
            name?: string | null;
            rootRole?: components["schemas"]["rootRoleSchema"];
        } & {
            [key: string]: unknown;
        };
        upsertSegmentSchema: {
            name: string;
            description?: string | null;
            project?: string | null;
            constraints: components["schemas"]["createConstraintSchema"][];
        } & {
            [key: string]: unknown;
        };
        userSchema: {
            id: number;
            name: string | null;
            email: string | null;
            username: string | null;
            imageUrl: string;
            /** Format: date-time */
            seenAt: string | null;
            loginAttempts: number;
            /** Format: date-time */
            createdAt: string;
            rootRole: number;
            /** @enum {boolean} */
            isAPI: false;
            /** @enum {string} */
            accountType: "User";
            isActive: boolean;
        };
        usersSchema: {
            users: components["schemas"]["userSchema"][];
            rootRoles: components["schemas"]["roleSchema"][];
        };
        userSummarySchema: {
            id: number;
            name: string | null;
            email: string | null;
            username: string | null;
        };
        validateArchiveFeaturesSchema: {
            parentsWithChildFeatures: string[];
            hasDeletedDependencies: boolean;
        };
        validateContextFieldSchema: {
            name: string;
        } & {
            [key: string]: unknown;
        };
        validateFeatureSchema: {
            name: string;
        } & {
            [key: string]: unknown;
        };
        validateSegmentSchema: {
            name: string;
        } & {
            [key: string]: unknown;
        };
        validateTagTypeSchema: {
            valid: boolean;
            tagType: {
                name: string;
                description?: string;
                icon?: string | null;
                color?: string | null;
            };
        };
        variantPayloadSchema: {
            /** @enum {string} */
            type: "json" | "csv" | "string" | "number";
            value: string;
        };
        variantSchema: {
            name: string;
            weight: number;
            /** @enum {string} */
            weightType?: "variable" | "fix";
            stickiness?: string;
            payload?: components["schemas"]["variantPayloadSchema"];
            overrides?: {
                contextName: string;
                values: string[];
            }[];
        };
        variantsSchema: components["schemas"]["environmentVariantSchema"][];
    };
    responses: {
        /** @description BadDataError: the request is malformed or invalid */
        BadDataError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description AuthenticationRequired: missing or invalid API token */
        AuthenticationRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description NoAccessError: the credential is of another kind or lacks the permission */
        NoAccessError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description NotFoundError */
        NotFoundError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description Conflict with the current state of a resource (NameExistsError, ConflictError) */
        ConflictError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description PayloadTooLargeError */
        PayloadTooLargeError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description ContentTypeError: the body must be application/json */
        ContentTypeError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description RateLimitError */
        RateLimitError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
        /** @description Error */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["errorSchema"];
            };
        };
    };
    parameters: {
        AppName: string;
        AppNameQuery: string;
        AsOfQuery: string;
        CurrentTimeQuery: string;
        Environment: string;
        EnvironmentQuery: string;
        FeatureName: string;
        Fingerprint: string;
        FromQuery: string;
        Id: string;
        /** @description Any unique string (1–255 printable ASCII). A retry of the same request (method, path, body) with the same key and credential within 24 h gets the first answer again (header idempotent-replayed: true) instead of acting twice; the key on another request is 422, a retry while the first runs is 409 with Retry-After. */
        IdempotencyKey: string;
        LimitQuery: number;
        Name: string;
        NamePrefixQuery: string;
        OffsetQuery: number;
        ProjectId: string;
        ProjectListQuery: string[];
        ProjectQuery: string;
        RoleId: string;
        SessionIdQuery: string;
        StrategyId: string;
        TagListQuery: string[];
        Token: string;
        TokenId: string;
        TokenQuery: string;
        ToQuery: string;
        Type: string;
        TypeQuery: string;
        UserIdQuery: string;
        Value: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "GetAddons.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["addonsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateAddon.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["addonCreateUpdateSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["addonSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetAddons.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["addonSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateAddon.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["addonCreateUpdateSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["addonSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteAddon.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ListApiTokens.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["apiTokensSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateApiToken.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createApiTokenSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["apiTokenSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ChangeApiToken.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateApiTokenSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ChangeApiToken.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ChangeApiTokenExpiry.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                fingerprint: components["parameters"]["Fingerprint"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateApiTokenSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "RevokeApiToken.revoke": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                fingerprint: components["parameters"]["Fingerprint"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "DeleteFeature.deleteOne": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "GetArchivedFeatures.all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["archivedFeaturesSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetArchivedFeatures.ofProject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["archivedFeaturesSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ReviveFeature.reviveOne": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetBanners.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bannersSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateBanner.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createBannerSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bannerSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetBanners.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bannerSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateBanner.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createBannerSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bannerSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteBanner.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateBanner.off": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bannerSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateBanner.on": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bannerSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "FeatureMetrics.summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        /** @enum {string} */
                        maturity: "stable";
                        featureName: string;
                        lastHourUsage: {
                            environment: string;
                            /** Format: date-time */
                            timestamp: string;
                            yes: number;
                            no: number;
                        }[];
                        seenApplications: string[];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "FeatureMetrics.raw": {
        parameters: {
            query?: {
                hoursBack?: number;
            };
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        featureName: string;
                        hoursBack: number;
                        /** @enum {string} */
                        maturity: "stable";
                        data: {
                            featureName: string;
                            appName: string;
                            environment: string;
                            /** Format: date-time */
                            timestamp: string;
                            yes: number;
                            no: number;
                            variants: {
                                [key: string]: number;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ValidateConstraint.validateConstraint": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createConstraintSchema"];
            };
        };
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetContextFields.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["contextFieldsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateContextField.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createContextFieldSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["contextFieldSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetContextFields.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["contextFieldSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateContextField.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateContextFieldSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteContextField.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "ContextFieldStrategies.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        strategies: components["schemas"]["strategyUsageSchema"][];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ValidateContextFieldName.validateName": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["validateContextFieldSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListEnvironments.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["environmentsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ManageEnvironment.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createEnvironmentSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["environmentSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListEnvironments.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["environmentSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageEnvironment.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageEnvironment.disable": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageEnvironment.enable": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ListEnvironments.forProject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["environmentsProjectSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageEnvironment.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateEnvironmentSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["environmentSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "EventCreators.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["eventCreatorsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetEvents.list": {
        parameters: {
            query?: {
                project?: components["parameters"]["ProjectQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["eventsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetFeatureEvents.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureEventsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ExportEvents.export": {
        parameters: {
            query?: {
                from?: components["parameters"]["FromQuery"];
                to?: components["parameters"]["ToQuery"];
                project?: components["parameters"]["ProjectQuery"];
                type?: components["parameters"]["TypeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newline-delimited JSON, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "EventStream.stream": {
        parameters: {
            query?: {
                project?: string;
                feature?: string;
                type?: string;
                from?: string;
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "VerifyEvents.verify": {
        parameters: {
            query?: {
                expectedHeadPosition?: string;
                expectedHeadHash?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        checked: number;
                        headHash: string | null;
                        headPosition: number;
                        firstBroken: {
                            position: number;
                            eventId: string;
                            reason: string;
                        } | null;
                        missingTail: {
                            recordedPosition: number;
                            recordedBy: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetFeatureTypes.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureTypesSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "SetFeatureTypeLifetime.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateFeatureTypeLifetimeSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureTypeSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ExportFeatures.export": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["exportQuerySchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["exportResultSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ImportFeatures.import": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["importTogglesSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ImportFeatures.validate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["importTogglesSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["importTogglesValidateSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListTags.featureTags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {integer} */
                        version: 1;
                        tags: {
                            type: string;
                            value: string;
                            color: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "TagFeature.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateTagsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "TagFeature.add": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createTagSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "TagFeature.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                featureName: components["parameters"]["FeatureName"];
                type: components["parameters"]["Type"];
                value: components["parameters"]["Value"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ValidateFeatureName.validateName": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["validateFeatureSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Feedback.give": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feedbackId: string;
                    neverShow?: boolean;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["feedbackResponseSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Feedback.change": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    neverShow?: boolean;
                    given?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["feedbackResponseSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "FlagCreators.all": {
        parameters: {
            query?: {
                limit?: number;
                offset?: components["parameters"]["OffsetQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["flagCreatorsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Groups.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["groupsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Groups.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createGroupSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["groupSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Groups.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["groupSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Groups.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createGroupSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["groupSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Groups.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ListImpactMetrics.list": {
        parameters: {
            query?: {
                environment?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["impactMetricsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "QueryImpactMetric.get": {
        parameters: {
            query?: {
                metric?: string;
                environment?: string;
                aggregation?: "rate" | "increase" | "last" | "avg" | "p50" | "p95" | "p99";
                from?: string;
                to?: string;
                stepMinutes?: number;
                groupBy?: string;
                label?: string;
                appName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["impactMetricQuerySchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "InstanceStatistics.statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["instanceAdminStatsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "PublicSignupTokens.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["publicSignupTokensSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "PublicSignupTokens.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["publicSignupTokenCreateSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["publicSignupTokenSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "PublicSignupTokens.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["publicSignupTokenSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "PublicSignupTokens.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["publicSignupTokenUpdateSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["publicSignupTokenSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "LifecycleCount.count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureLifecycleCountSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Maintenance.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["maintenanceSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Applications.list": {
        parameters: {
            query?: {
                query?: string;
                offset?: components["parameters"]["OffsetQuery"];
                limit?: components["parameters"]["LimitQuery"];
                sortBy?: "appName";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applications: {
                            appName: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            sdkVersion: string | null;
                            environment: string;
                            strategies: string[];
                            description?: string;
                            url?: string;
                            color?: string;
                            icon?: string;
                            usage: {
                                project: string;
                                environments: string[];
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Applications.details": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appName: components["parameters"]["AppName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["applicationSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageApplications.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                appName: components["parameters"]["AppName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createApplicationSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ManageApplications.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                appName: components["parameters"]["AppName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Applications.overview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appName: components["parameters"]["AppName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["applicationOverviewSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Applications.instances": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appName: components["parameters"]["AppName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["applicationEnvironmentInstancesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "PersonalDashboard.dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["personalDashboardSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "PersonalDashboard.project": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["personalDashboardProjectDetailsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Playground.evaluate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["playgroundRequestSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["playgroundResponseSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "AdvancedPlayground.evaluate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["advancedPlaygroundRequestSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["advancedPlaygroundResponseSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Projections.status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projections: {
                            name: string;
                            version: number;
                            checkpoint: number;
                            head: number;
                            lagEvents: number;
                            lagSeconds: number;
                            status: string;
                            error: string | null;
                            failedPosition: number | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description A rebuild in progress, interrupted or finished: its phase, positions and times */
                            rebuild: {
                                [key: string]: unknown;
                            } | null;
                            /** @description A rebuild in progress, interrupted or finished: its phase, positions and times */
                            lastRebuild: {
                                [key: string]: unknown;
                            } | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Projections.rebuild": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projection: string;
                        started: boolean;
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "Projections.rebuildAll": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projections: string[];
                        started: boolean;
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "Projections.replay": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["replaySchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schema: string;
                        position: number;
                        applied: {
                            [key: string]: number;
                        };
                        tables: string[];
                        seconds: number;
                        query: string;
                        drop: string;
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListProjects.list": {
        parameters: {
            query?: {
                archived?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ManageProject.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createProjectSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListProjects.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageProject.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateProjectSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ManageProject.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.access": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectAccessSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.add": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["projectAccessConfigurationSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectAccessSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetActionSets.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "CreateActionSet.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createActionSetSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetActionSets.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateActionSet.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateActionSetSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteActionSet.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetActionSetEvents.events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetEventsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateActionSet.off": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateActionSet.on": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["actionSetSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetActionConfig.config": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: {
                            name: string;
                            label: string;
                            description: string;
                            category: string;
                            permissions: string[];
                            parameters: {
                                name: string;
                                label: string;
                                /** @enum {string} */
                                type: "hidden" | "select";
                                options?: string[];
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ListApiTokens.listForProject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["apiTokensSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateApiToken.createForProject": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createApiTokenSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["apiTokenSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ChangeApiToken.deleteForProject": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ArchiveFeature.archiveMany": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["batchFeaturesSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ValidateArchive.validate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["batchFeaturesSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["validateArchiveFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "BulkToggleEnvironment.off": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["bulkToggleFeaturesSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "BulkToggleEnvironment.on": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["bulkToggleFeaturesSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ChangeRequestsRead.list": {
        parameters: {
            query?: {
                state?: "Draft" | "In review" | "Approved" | "Scheduled" | "Applied" | "Rejected" | "Cancelled";
                limit?: string;
                offset?: string;
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ChangeRequestsRead.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "DiscardChange.discard": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                changeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "ChangeState.changeState": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["changeRequestStateSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ChangeRequestsRead.config": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestConfigSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ChangeRequestsRead.count": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestsCountSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ChangeRequestsRead.open": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ProjectContextFields.list": {
        parameters: {
            query?: {
                include?: "root";
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["contextFieldsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "DeleteFeature.deleteMany": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["batchFeaturesSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DependencyOptions.dependencies": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["dependenciesExistSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageProject.addEnvironment": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["projectEnvironmentSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ManageProject.removeEnvironment": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "AddChanges.addChanges": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["changeRequestOneOrManyCreateSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changeRequestSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ConfigureChangeRequests.configure": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["changeRequestConfigUpdateSchema"];
            };
        };
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "SetDefaultStrategy.set": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createFeatureStrategySchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectDefaultStrategySchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Favorites.favoriteProject": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Favorites.unfavoriteProject": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetProjectFeatures.list": {
        parameters: {
            query?: {
                asOf?: components["parameters"]["AsOfQuery"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "CreateFeature.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createFeatureSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetFeature.get": {
        parameters: {
            query?: {
                asOf?: components["parameters"]["AsOfQuery"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateFeature.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateFeatureSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ArchiveFeature.archiveOne": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "PatchFeature.patch": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["patchesSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ChangeProject.changeProject": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["changeProjectSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "CloneFeature.clone": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["cloneFeatureSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ManageDependencies.add": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createDependentFeatureSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ManageDependencies.removeAll": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageDependencies.removeOne": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                parent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "FeatureDiff.diff": {
        parameters: {
            query?: {
                from?: components["parameters"]["FromQuery"];
                to?: components["parameters"]["ToQuery"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureDiffSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetFeatureEnvironment.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        environment: string;
                        enabled: boolean;
                        strategies: components["schemas"]["featureStrategySchema"][];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ToggleEnvironment.off": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ToggleEnvironment.on": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ConfigureSafeguard.set": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["safeguardRuleSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["safeguardSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ConfigureSafeguard.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetStrategies.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureStrategySchema"][];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "AddStrategy.add": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createFeatureStrategySchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureStrategySchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetStrategies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
                strategyId: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureStrategySchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateStrategy.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
                strategyId: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateFeatureStrategySchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureStrategySchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "RemoveStrategy.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
                strategyId: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateStrategy.patch": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
                strategyId: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["patchFeatureStrategySchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureStrategySchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "SetStrategySortOrder.setSortOrder": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["setStrategySortOrderSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetFeatureEnvironment.variants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {integer} */
                        version: 1;
                        variants: unknown[];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "SetVariants.putEnv": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["variantsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureVariantsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "SetVariants.patchEnv": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
                environment: components["parameters"]["Environment"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["patchVariantsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureVariantsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Favorites.favoriteFeature": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Favorites.unfavoriteFeature": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetFeatureLifecycle.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureLifecycleSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "CompleteFeature.complete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["completeFeatureSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "UncompleteFeature.uncomplete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "DependencyOptions.parentVariants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["parentVariantsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "DependencyOptions.parents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["parentFeatureOptionsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetSafeguards.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["safeguardsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "SetVariants.putLegacy": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["variantsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureVariantsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "SetVariants.patchLegacy": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["patchVariantsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureVariantsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "SetVariants.putBatch": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["pushVariantsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["featureVariantsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "FlagCreators.ofProject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectFlagCreatorsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ProjectAccess.setRoles2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["projectRolesSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectAccessSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ProjectAccess.deleteRoles2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.changeRole2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.addRole2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.removeRole2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectOverview.overview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectOverviewSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ReviveFeature.reviveMany": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["batchFeaturesSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "MarkFeaturesStale.markStale": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["batchStaleSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ProjectStatus.status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectStatusSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "TagProjectFeatures.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["tagsBulkAddSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ProjectAccess.setRoles": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["projectRolesSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["projectAccessSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ProjectAccess.deleteRoles": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.changeRole": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.addRole": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ProjectAccess.removeRole": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
                id: components["parameters"]["Id"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageProject.archive": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageProject.revive": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Roles.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["rolesSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Roles.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createRoleWithPermissionsSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["roleWithPermissionsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Roles.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["roleWithPermissionsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Roles.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createRoleWithPermissionsSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["roleWithPermissionsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Roles.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "SearchEvents.search": {
        parameters: {
            query?: {
                query?: string;
                feature?: string;
                project?: components["parameters"]["ProjectQuery"];
                type?: components["parameters"]["TypeQuery"];
                createdBy?: string;
                from?: components["parameters"]["FromQuery"];
                to?: components["parameters"]["ToQuery"];
                offset?: number;
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["eventSearchSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "SearchFeatures.search": {
        parameters: {
            query?: {
                query?: string;
                project?: string;
                state?: string;
                type?: string;
                createdBy?: string;
                tag?: string;
                segment?: string;
                status?: string[];
                offset?: string;
                limit?: string;
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                favoritesFirst?: "true" | "false";
                archived?: "true" | "false" | "IS:true" | "IS:false";
                createdAt?: string;
                lastSeenAt?: string;
                lifecycle?: string;
                favorite?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["searchFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetSegments.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["segmentsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateSegment.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["upsertSegmentSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["adminSegmentSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetSegments.get": {
        parameters: {
            query?: {
                asOf?: components["parameters"]["AsOfQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["adminSegmentSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateSegment.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["upsertSegmentSchema"];
            };
        };
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteSegment.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "SegmentUsage.strategies": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        strategies: components["schemas"]["strategyUsageSchema"][];
                        changeRequestStrategies: components["schemas"]["strategyUsageSchema"][];
                        defaultStrategies: {
                            projectId: string;
                            environment: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "SegmentUsage.validateName": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["validateSegmentSchema"];
            };
        };
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ServiceAccounts.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["serviceAccountsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ServiceAccounts.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createServiceAccountSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["serviceAccountSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ServiceAccounts.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["serviceAccountSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ServiceAccounts.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateServiceAccountSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["serviceAccountSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ServiceAccounts.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ServiceAccounts.tokens": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: components["schemas"]["serviceAccountTokenSchema"][];
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ServiceAccounts.createToken": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createPatSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["patSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ServiceAccounts.deleteToken": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetSignalEndpoints.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateSignalEndpoint.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createSignalEndpointSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetSignalEndpoints.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateSignalEndpoint.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateSignalEndpointSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteSignalEndpoint.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "UpdateSignalEndpoint.off": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateSignalEndpoint.on": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetSignals.ofEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSignalsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateSignalEndpoint.off2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateSignalEndpoint.on2": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "GetSignalEndpoints.tokens": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointTokensSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "CreateSignalEndpointToken.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createSignalEndpointTokenSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        signalEndpointId: number;
                        /** Format: date-time */
                        createdAt: string;
                        createdByUserId: number | null;
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "UpdateSignalEndpointToken.rename": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createSignalEndpointTokenSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalEndpointTokenSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteSignalEndpointToken.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetSignals.all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["signalsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetStrategyDefinitions.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["strategiesSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "CreateStrategyDefinition.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createStrategySchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["strategySchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "GetStrategyDefinitions.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["strategySchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UpdateStrategyDefinition.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateStrategySchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "DeleteStrategyDefinition.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "DeprecateStrategyDefinition.deprecate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "DeprecateStrategyDefinition.reactivate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ListTags.tagTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagTypesSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ManageTagTypes.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createTagTypeSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagTypeSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListTags.tagType": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {integer} */
                        version: 1;
                        tagType: components["schemas"]["tagTypeSchema"];
                    };
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageTagTypes.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateTagTypeSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ManageTagTypes.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: components["parameters"]["Name"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ListTags.validateTagType": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createTagTypeSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["validateTagTypeSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListTags.tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ManageTags.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createTagSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagWithVersionSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "ListTags.tagsOfType": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["Type"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ListTags.tag": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["parameters"]["Type"];
                value: components["parameters"]["Value"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["tagWithVersionSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ManageTags.remove": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: components["parameters"]["Type"];
                value: components["parameters"]["Value"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "TelemetrySettings.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["telemetrySettingsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "GetUiConfig.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["uiConfigSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "UpdateFrontendSettings.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["frontendSettingsSchema"];
            };
        };
        responses: {
            /** @description Success */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "CurrentUser.me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["meSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "UserAdmin.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["usersSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "UserAdmin.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createUserSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["createUserResponseSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "UserAdmin.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UserAdmin.update": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["updateUserSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "UserAdmin.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ChangePassword.reset": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["passwordSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "UserActivation.deactivate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
        };
    };
    "Invitations.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["inviteLinkSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "UserActivation.reactivate": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "Pats.listForUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["patsSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Pats.createForUser": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createPatSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["patSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Pats.deleteForUser": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ChangePassword.changeOwn": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["changePasswordSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
            503: components["responses"]["Error503"];
        };
    };
    "UserProfile.profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["profileSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Pats.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["patsSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "Pats.create": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createPatSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["patSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            409: components["responses"]["ConflictError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "Pats.delete": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "ClientDelta.delta": {
        parameters: {
            query?: {
                project?: components["parameters"]["ProjectListQuery"];
                namePrefix?: components["parameters"]["NamePrefixQuery"];
                tag?: components["parameters"]["TagListQuery"];
                environment?: components["parameters"]["EnvironmentQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["clientFeaturesDeltaSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ClientFeatures.features": {
        parameters: {
            query?: {
                project?: components["parameters"]["ProjectListQuery"];
                namePrefix?: components["parameters"]["NamePrefixQuery"];
                tag?: components["parameters"]["TagListQuery"];
                environment?: components["parameters"]["EnvironmentQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["clientFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "ClientFeatures.feature": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                featureName: components["parameters"]["FeatureName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["clientFeatureSchema"];
                };
            };
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
        };
    };
    "SdkMetrics.metrics": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["clientMetricsSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "SdkMetrics.bulk": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["bulkMetricsSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "SdkMetrics.register": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["clientApplicationSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "ClientStreaming.stream": {
        parameters: {
            query?: {
                project?: components["parameters"]["ProjectListQuery"];
                namePrefix?: components["parameters"]["NamePrefixQuery"];
                tag?: components["parameters"]["TagListQuery"];
                environment?: components["parameters"]["EnvironmentQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "FrontendFeatures.get": {
        parameters: {
            query?: {
                userId?: components["parameters"]["UserIdQuery"];
                sessionId?: components["parameters"]["SessionIdQuery"];
                appName?: components["parameters"]["AppNameQuery"];
                currentTime?: components["parameters"]["CurrentTimeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["frontendApiFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "FrontendFeatures.post": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["frontendApiContextRequestSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["frontendApiFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "FrontendMetrics.metrics": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["frontendClientMetricsSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "FrontendMetrics.register": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["frontendApplicationSchema"];
            };
        };
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "FrontendFeatures.getFeatures": {
        parameters: {
            query?: {
                userId?: components["parameters"]["UserIdQuery"];
                sessionId?: components["parameters"]["SessionIdQuery"];
                appName?: components["parameters"]["AppNameQuery"];
                currentTime?: components["parameters"]["CurrentTimeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["frontendApiFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
        };
    };
    "FrontendFeatures.postFeatures": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["frontendApiContextRequestSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["frontendApiFeaturesSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
        };
    };
    "OfrepChanges.stream": {
        parameters: {
            query?: {
                token?: components["parameters"]["TokenQuery"];
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "ReceiveSignal.receive": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                endpointName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accepted: boolean;
                    };
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            413: components["responses"]["PayloadTooLargeError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "Invitations.accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["acceptInvitationSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "Invitations.validate": {
        parameters: {
            query?: {
                token?: components["parameters"]["TokenQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "SignIn.signIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["loginSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
            503: components["responses"]["Error503"];
        };
    };
    "OpenApi.openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    "Health.health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        health: "GOOD";
                    };
                };
            };
            503: components["responses"]["Error503"];
        };
    };
    "Metrics.prometheus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    "PublicSignup.signUp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["createInvitedUserSchema"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["userSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "PublicSignup.validate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadDataError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "SignIn.signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (empty body) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "OfrepEvaluation.bulk": {
        parameters: {
            query?: {
                flagConfigEtag?: string;
                flagConfigLastModified?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ofrepEvaluationRequestSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ofrepBulkEvaluationSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "OfrepEvaluation.single": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ofrepEvaluationRequestSchema"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ofrepEvaluationSchema"];
                };
            };
            400: components["responses"]["BadDataError"];
            401: components["responses"]["AuthenticationRequired"];
            403: components["responses"]["NoAccessError"];
            404: components["responses"]["NotFoundError"];
            415: components["responses"]["ContentTypeError"];
            429: components["responses"]["RateLimitError"];
        };
    };
    "Health.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        /** @enum {string} */
                        database: "up" | "down";
                        lagging: {
                            name: string;
                            lagEvents: number;
                            status: string;
                        }[];
                    };
                };
            };
            503: components["responses"]["Error503"];
        };
    };
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { AccessCollaborators, ACCESS_POLICY, TokenResolverSlot } from '@pennant/platform';
import { StoredTokenResolver } from './auth/stored-token-resolver';
import { ChangeApiTokenExpiryController } from './commands/change-api-token-expiry/change-api-token-expiry.controller';
import { ChangeApiTokenExpiryHandler } from './commands/change-api-token-expiry/change-api-token-expiry.handler';
import { RevokeApiTokenController } from './commands/revoke-api-token/revoke-api-token.controller';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler';
import { ChangeApiTokenController } from './commands/change-api-token/change-api-token.controller';
import { DeleteApiTokenHandler, UpdateApiTokenHandler } from './commands/change-api-token/change-api-token.handler';
import { CreateApiTokenController } from './commands/create-api-token/create-api-token.controller';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler';
import { CreatePatHandler, DeletePatHandler } from './commands/manage-pats/manage-pats.handler';
import { PatsController } from './commands/manage-pats/manage-pats.controller';
import { GroupsController } from './commands/manage-groups/manage-groups.controller';
import { ManageGroupHandler } from './commands/manage-groups/manage-groups.handler';
import { ManageProjectAccessHandler } from './commands/manage-project-access/manage-project-access.handler';
import { ProjectAccessController } from './commands/manage-project-access/manage-project-access.controller';
import { ManageRoleHandler } from './commands/manage-roles/manage-roles.handler';
import { RolesController } from './commands/manage-roles/manage-roles.controller';
import { ServiceAccountsController } from './commands/manage-service-accounts/manage-service-accounts.controller';
import { ManageUserHandler } from './commands/manage-users/manage-users.handler';
import { UserAdminController } from './commands/manage-users/manage-users.controller';
import { SetUserActiveHandler } from './commands/set-user-active/set-user-active.handler';
import { UserActivationController } from './commands/set-user-active/set-user-active.controller';
import { ApiTokenFacts } from './facts/api-token.facts';
import { GroupFacts } from './facts/group.facts';
import { RoleFacts } from './facts/role.facts';
import { UserFacts } from './facts/user.facts';
import { EnvironmentFacts, ProjectAccessFacts, ProjectFacts } from '@pennant/projects';
import { rootRoleAccessPolicy } from './domain/route-permissions';
import { ListApiTokensController } from './queries/list-api-tokens/list-api-tokens.controller';
import { ListApiTokensHandler } from './queries/list-api-tokens/list-api-tokens.handler';
import { ListPatsHandler } from './queries/list-pats/list-pats.handler';
import { ListServiceAccountsHandler, ListUsersHandler } from './queries/list-users/list-users.handler';
import { ChangePasswordController } from './commands/change-password/change-password.controller';
import { ChangePasswordService } from './commands/change-password/change-password.service';
import { InvitationsController } from './commands/invite-users/invite-users.controller';
import { InvitationService } from './commands/invite-users/invite-users.service';
import { SignInController } from './commands/sign-in/sign-in.controller';
import { SignInService } from './commands/sign-in/sign-in.service';
import { CurrentUserController } from './queries/current-user/current-user.controller';
import { GetUserProfileHandler } from './queries/user-profile/user-profile.handler';
import { UserProfileController } from './queries/user-profile/user-profile.controller';
import { FeedbackController } from './commands/give-feedback/give-feedback.controller';
import { FeedbackStore } from './sessions/feedback-store';
import { AdminBootstrap } from './sessions/admin-bootstrap';
import { LinkBase } from './http/origin';
import { PasswordChecks } from './sessions/password-checks';
import { CredentialStore } from './sessions/credential-store';
import { InvitationStore } from './sessions/invitation-store';
import { SessionPrincipals } from './sessions/session-principals';
import { SessionStore } from './sessions/session-store';
import { SignupLinkSecrets } from './sessions/signup-link-secrets';
import {
  CreatePublicSignupTokenHandler,
  UpdatePublicSignupTokenHandler,
} from './commands/manage-public-signup-tokens/manage-public-signup-tokens.handler';
import { PublicSignupTokensController } from './commands/manage-public-signup-tokens/manage-public-signup-tokens.controller';
import { PublicSignupController } from './commands/sign-up-with-link/sign-up-with-link.controller';
import { PublicSignupService } from './commands/sign-up-with-link/sign-up-with-link.service';
import { SignUpWithLinkHandler } from './commands/sign-up-with-link/sign-up-with-link.handler';
import { PublicSignupTokenFacts } from './facts/public-signup-token.facts';
import { ListPublicSignupTokensHandler } from './queries/list-public-signup-tokens/list-public-signup-tokens.handler';

/**
 * API tokens, users (root roles), service accounts, personal access tokens, custom project
 * roles, groups and project members (the project aggregate decides memberships). Plugs its token resolver into the
 * core's slot (after the bootstrap tokens) and provides the route-permission policy that the
 * HTTP pipeline checks before content type and body validation.
 */
@Module({
  controllers: [
    CreateApiTokenController,
    ChangeApiTokenController,
    RevokeApiTokenController,
    ChangeApiTokenExpiryController,
    ListApiTokensController,
    UserAdminController,
    UserActivationController,
    PatsController,
    ServiceAccountsController,
    RolesController,
    GroupsController,
    ProjectAccessController,
    SignInController,
    CurrentUserController,
    UserProfileController,
    FeedbackController,
    ChangePasswordController,
    InvitationsController,
    PublicSignupTokensController,
    PublicSignupController,
  ],
  providers: [
    StoredTokenResolver,
    CredentialStore,
    GetUserProfileHandler,
    FeedbackStore,
    SessionStore,
    SessionPrincipals,
    SignInService,
    ChangePasswordService,
    InvitationStore,
    InvitationService,
    AdminBootstrap,
    LinkBase,
    PasswordChecks,
    { provide: ACCESS_POLICY, useValue: rootRoleAccessPolicy },
    CreateApiTokenHandler,
    UpdateApiTokenHandler,
    DeleteApiTokenHandler,
    RevokeApiTokenHandler,
    ChangeApiTokenExpiryHandler,
    ManageUserHandler,
    SetUserActiveHandler,
    UserFacts,
    ApiTokenFacts,
    GroupFacts,
    RoleFacts,
    ProjectFacts,
    EnvironmentFacts,
    ProjectAccessFacts,
    CreatePatHandler,
    DeletePatHandler,
    ListApiTokensHandler,
    ListUsersHandler,
    ListServiceAccountsHandler,
    ManageRoleHandler,
    ManageGroupHandler,
    ManageProjectAccessHandler,
    ListPatsHandler,
    SignupLinkSecrets,
    PublicSignupTokenFacts,
    PublicSignupService,
    CreatePublicSignupTokenHandler,
    UpdatePublicSignupTokenHandler,
    SignUpWithLinkHandler,
    ListPublicSignupTokensHandler,
  ],
  exports: [ACCESS_POLICY, StoredTokenResolver, AdminBootstrap],
})
export class AccessModule implements OnModuleInit {
  constructor(
    private readonly slot: TokenResolverSlot,
    private readonly resolver: StoredTokenResolver,
    private readonly collaborators: AccessCollaborators,
    private readonly sessions: SessionPrincipals,
  ) {}

  onModuleInit(): void {
    this.slot.use(this.resolver);
    this.collaborators.policy = rootRoleAccessPolicy;
    this.collaborators.sessions = this.sessions;
    this.collaborators.users = this.resolver;
  }
}

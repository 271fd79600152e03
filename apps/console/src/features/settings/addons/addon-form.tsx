import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Notice } from '../recorded';
import { environmentsQuery, projectsQuery } from '../../../api/projects-api';
import { checkBody, InputField, SelectField, TextAreaField } from '../fields';
import { SectionFormActions, useSectionForm } from '../section-form';
import { hasStoredSecret, initialParameters, missingRequired, parametersBody } from './addon-parameters';
import { ADDONS_KEY, createAddon, updateAddon, type Addon, type AddonBody, type AddonProvider } from './addons-api';
import { ChoiceList } from './choice-list';

interface Values {
  provider: string;
  description: string;
  enabled: boolean;
  parameters: Record<string, string>;
  events: string[];
  projects: string[];
  environments: string[];
}

/** An addon's configuration; its secrets are write-only (never shown back, kept when left empty). */
export function AddonForm({
  providers,
  addon,
  onDone,
}: {
  providers: AddonProvider[];
  addon?: Addon;
  onDone: (notice: Notice | null) => void;
}) {
  const projects = useQuery(projectsQuery);
  const environments = useQuery(environmentsQuery);
  const first = addon?.provider ?? providers[0]?.name ?? '';
  const form = useForm<Values>({
    defaultValues: {
      provider: first,
      description: addon?.description ?? '',
      enabled: addon?.enabled ?? true,
      parameters: initialParameters(
        providers.find((p) => p.name === first),
        addon,
      ),
      events: addon?.events ?? [],
      projects: addon?.projects ?? [],
      environments: addon?.environments ?? [],
    },
  });
  const provider = providers.find((p) => p.name === form.watch('provider'));
  const section = useSectionForm({
    write: (body: AddonBody) => (addon ? updateAddon({ id: addon.id, body }) : createAddon(body)),
    keys: [ADDONS_KEY],
    check: (body: AddonBody) => {
      const check = addon
        ? checkBody('put', '/api/admin/addons/{id}', body, ['description', 'parameters', 'events'])
        : checkBody('post', '/api/admin/addons', body, ['description', 'parameters', 'events']);
      for (const name of provider ? missingRequired(provider, body.parameters) : [])
        check.fields[`parameters.${name}`] = `${provider?.parameters.find((p) => p.name === name)?.displayName ?? name} is required`;
      if (body.events.length === 0) check.fields.events = 'Choose at least one event to send';
      return { ...check, ok: Object.keys(check.fields).length === 0 && check.rest.length === 0 };
    },
    saved: () => `${provider?.displayName ?? 'The'} addon ${addon ? 'updated' : 'created'}.`,
    onDone,
  });
  const submit = form.handleSubmit((values) => {
    if (!provider) return;
    section.save({
      provider: provider.name,
      description: values.description.trim() || null,
      enabled: values.enabled,
      parameters: parametersBody(provider, values.parameters, addon),
      events: values.events,
      projects: values.projects,
      environments: values.environments,
    });
  });
  const error = section.error;
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <SelectField
        label="Provider"
        disabled={addon !== undefined}
        options={providers.map((p) => ({ value: p.name, label: p.displayName }))}
        {...form.register('provider', {
          onChange: (e: { target: { value: string } }) =>
            form.setValue('parameters', initialParameters(providers.find((p) => p.name === e.target.value))),
        })}
      />
      {provider && <p className="muted">{provider.description}</p>}
      <TextAreaField label="Description" error={error('description')} {...form.register('description')} />
      <label className="check">
        <input type="checkbox" {...form.register('enabled')} />
        Enabled
      </label>
      <fieldset className="fieldset stack stack--tight">
        <legend>Parameters</legend>
        {provider?.parameters.map((p) => (
          <InputField
            key={`${provider.name}-${p.name}`}
            label={`${p.displayName}${p.required ? ' (required)' : ''}`}
            type={p.sensitive ? 'password' : p.type === 'url' ? 'url' : 'text'}
            autoComplete={p.sensitive ? 'new-password' : 'off'}
            error={error(`parameters.${p.name}`)}
            hint={
              p.sensitive
                ? hasStoredSecret(addon, p.name)
                  ? 'Secret: a value is stored and never shown. Leave empty to keep it; type a new one to replace it.'
                  : 'Secret: never shown again once saved.'
                : undefined
            }
            {...form.register(`parameters.${p.name}`)}
          />
        ))}
      </fieldset>
      <ChoiceList
        legend="Events to send"
        error={error('events')}
        options={(provider?.events ?? []).map((e) => ({ value: e, label: e }))}
        {...form.register('events')}
      />
      <ChoiceList
        legend="Projects (none chosen: all)"
        options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        {...form.register('projects')}
      />
      <ChoiceList
        legend="Environments (none chosen: all)"
        options={(environments.data ?? []).map((e) => ({ value: e.name, label: e.name }))}
        {...form.register('environments')}
      />
      <SectionFormActions form={section} submitLabel={addon ? 'Save addon' : 'Create addon'} disabled={!provider} />
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { ErrorMessage } from '../../../components/error-message';
import { checkBody, InputField, Problems, SelectField, TextAreaField } from '../fields';
import {
  BANNER_VARIANTS,
  bannerBody,
  bannerFormValues,
  BANNERS_KEY,
  createBanner,
  updateBanner,
  type Banner,
  type BannerBody,
} from './banners-api';

const SHOWN = ['message', 'variant', 'link', 'linkText', 'dialogTitle', 'dialog'];

/** A banner shown above every screen of the console: its message, look, link and optional dialog. */
export function BannerForm({ banner, onDone }: { banner?: Banner; onDone: (notice: Notice | null) => void }) {
  const form = useForm({ defaultValues: bannerFormValues(banner) });
  const [problems, setProblems] = useState<{ fields: Record<string, string>; rest: string[] }>({ fields: {}, rest: [] });
  const write = useWrite((body: BannerBody) => (banner ? updateBanner({ id: banner.id, body }) : createBanner(body)), [BANNERS_KEY]);
  const submit = form.handleSubmit((values) => {
    const body = bannerBody(values);
    const check = banner ? checkBody('put', '/api/admin/banners/{id}', body, SHOWN) : checkBody('post', '/api/admin/banners', body, SHOWN);
    setProblems(check);
    if (check.ok)
      write.mutate(body, { onSuccess: (r) => onDone(banner ? notice(`Banner ${banner.id} updated.`, r) : notice('Banner created.', r)) });
  });
  const error = (name: string) => problems.fields[name];
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextAreaField label="Message" autoFocus error={error('message')} {...form.register('message')} />
      <div className="inline-form">
        <SelectField label="Variant" options={BANNER_VARIANTS.map((v) => ({ value: v, label: v }))} {...form.register('variant')} />
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          Shown
        </label>
        <label className="check">
          <input type="checkbox" {...form.register('sticky')} />
          Sticky (stays at the top while scrolling)
        </label>
      </div>
      <div className="inline-form">
        <InputField label="Link" error={error('link')} hint="A URL, or “dialog” to open the dialog below" {...form.register('link')} />
        <InputField label="Link text" error={error('linkText')} {...form.register('linkText')} />
      </div>
      <InputField label="Dialog title" error={error('dialogTitle')} {...form.register('dialogTitle')} />
      <TextAreaField label="Dialog text (Markdown)" error={error('dialog')} {...form.register('dialog')} />
      <Problems problems={problems.rest} />
      {write.isError && <ErrorMessage error={write.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={write.isPending}>
          {banner ? 'Save banner' : 'Create banner'}
        </button>
      </div>
    </form>
  );
}

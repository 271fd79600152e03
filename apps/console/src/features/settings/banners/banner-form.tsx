import { useForm } from 'react-hook-form';
import type { Notice } from '../recorded';
import { checkBody, InputField, SelectField, TextAreaField } from '../fields';
import { SectionFormActions, useSectionForm } from '../section-form';
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
  const section = useSectionForm({
    write: (body: BannerBody) => (banner ? updateBanner({ id: banner.id, body }) : createBanner(body)),
    keys: [BANNERS_KEY],
    check: (body: BannerBody) =>
      banner ? checkBody('put', '/api/admin/banners/{id}', body, SHOWN) : checkBody('post', '/api/admin/banners', body, SHOWN),
    saved: () => (banner ? `Banner ${banner.id} updated.` : 'Banner created.'),
    onDone,
  });
  const submit = form.handleSubmit((values) => section.save(bannerBody(values)));
  const error = section.error;
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
      <SectionFormActions form={section} submitLabel={banner ? 'Save banner' : 'Create banner'} />
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorMessage } from '../../../components/error-message';
import { Switch } from '../../../components/switch';
import { Section } from '../section';
import { BannerForm } from './banner-form';
import { BANNERS_KEY, bannersQuery, deleteBanner, switchBanner, type Banner } from './banners-api';

/** Messages shown above every screen of the console (ADMIN writes them). */
export function BannersPage() {
  const can = useCan();
  return (
    <Section
      title="Banners"
      newLabel="New banner"
      canCreate={can('post', '/api/admin/banners')}
      query={useQuery(bannersQuery)}
      empty="No banners: nothing is shown above the console's screens"
      dialogTitle={(b) => (b ? `Edit banner ${b.id}` : 'New banner')}
      form={(b, done) => <BannerForm banner={b} onDone={done} />}
      list={(items, actions) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">Variant</th>
                <th scope="col">Shown</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((b) => (
                <BannerRow key={b.id} banner={b} onEdit={() => actions.edit(b)} onSaved={actions.saved} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}

function BannerRow({ banner, onEdit, onSaved }: { banner: Banner; onEdit: () => void; onSaved: (notice: Notice) => void }) {
  const can = useCan();
  const toggle = useWrite(switchBanner, [BANNERS_KEY], (r, v) => onSaved(notice(`Banner ${banner.id} ${v.on ? 'shown' : 'hidden'}.`, r)));
  const remove = useWrite(deleteBanner, [BANNERS_KEY], (r) => onSaved(notice(`Banner ${banner.id} deleted.`, r)));
  const short = banner.message.length > 40 ? `${banner.message.slice(0, 40)}…` : banner.message;
  return (
    <tr>
      <th scope="row">
        {banner.message}
        {banner.link && <div className="muted">{banner.linkText || banner.link}</div>}
      </th>
      <td>
        <span className={`badge${banner.variant === 'error' ? ' badge--danger' : banner.variant === 'warning' ? ' badge--warning' : ''}`}>
          {banner.variant ?? 'info'}
        </span>
      </td>
      <td>
        <Switch
          checked={banner.enabled}
          label={`Show banner ${banner.id}`}
          disabled={toggle.isPending || !can('post', '/api/admin/banners/{id}/on')}
          onChange={(on) => toggle.mutate({ id: banner.id, on })}
        />
        {toggle.isError && <ErrorMessage error={toggle.error} />}
      </td>
      <td>
        <div className="actions">
          {can('put', '/api/admin/banners/{id}') && (
            <button type="button" className="button button--small" aria-label={`Edit banner ${banner.id}`} onClick={onEdit}>
              Edit
            </button>
          )}
          {can('delete', '/api/admin/banners/{id}') && (
            <ConfirmButton
              label="Delete"
              small
              title={`Delete banner ${banner.id}?`}
              confirmLabel={`Delete banner ${banner.id}`}
              onConfirm={() => remove.mutateAsync(banner.id)}
              pending={remove.isPending}
              error={remove.error}
            >
              <p>The banner “{short}” disappears from every screen.</p>
            </ConfirmButton>
          )}
        </div>
      </td>
    </tr>
  );
}

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
import { DataTable, EditButton, RowActions } from '../../../components/data-table';

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
        <DataTable
          items={items}
          rowKey={(b) => b.id}
          columns={[
            {
              header: 'Message',
              cell: (b) => (
                <>
                  {b.message}
                  {b.link && <div className="muted">{b.linkText || b.link}</div>}
                </>
              ),
            },
            {
              header: 'Variant',
              cell: (b) => (
                <span className={`badge${b.variant === 'error' ? ' badge--danger' : b.variant === 'warning' ? ' badge--warning' : ''}`}>
                  {b.variant ?? 'info'}
                </span>
              ),
            },
            { header: 'Shown', cell: (b) => <BannerShown banner={b} onSaved={actions.saved} /> },
          ]}
          actions={(b) => <BannerActions banner={b} onEdit={() => actions.edit(b)} onSaved={actions.saved} />}
        />
      )}
    />
  );
}

function BannerShown({ banner, onSaved }: { banner: Banner; onSaved: (notice: Notice) => void }) {
  const can = useCan();
  const toggle = useWrite(switchBanner, [BANNERS_KEY], (r, v) => onSaved(notice(`Banner ${banner.id} ${v.on ? 'shown' : 'hidden'}.`, r)));
  return (
    <>
      <Switch
        checked={banner.enabled}
        label={`Show banner ${banner.id}`}
        disabled={toggle.isPending || !can('post', '/api/admin/banners/{id}/on')}
        onChange={(on) => toggle.mutate({ id: banner.id, on })}
      />
      {toggle.isError && <ErrorMessage error={toggle.error} />}
    </>
  );
}

function BannerActions({ banner, onEdit, onSaved }: { banner: Banner; onEdit: () => void; onSaved: (notice: Notice) => void }) {
  const can = useCan();
  const remove = useWrite(deleteBanner, [BANNERS_KEY], (r) => onSaved(notice(`Banner ${banner.id} deleted.`, r)));
  const short = banner.message.length > 40 ? `${banner.message.slice(0, 40)}…` : banner.message;
  return (
    <RowActions>
      {can('put', '/api/admin/banners/{id}') && <EditButton label={`Edit banner ${banner.id}`} onClick={onEdit} />}
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
    </RowActions>
  );
}

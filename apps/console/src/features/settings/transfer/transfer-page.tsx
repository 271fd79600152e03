import { useState } from 'react';
import { useCan } from '../../../lib/can';
import { WriteNotice } from '../../../components/write-notice';
import type { Notice } from '../recorded';
import { SettingsFrame } from '../settings-frame';
import { EventLogExport } from './event-log-export';
import { ExportForm } from './export-form';
import { ImportForm } from './import-form';

/** Moving flags between instances (export, import with a preview) and the event log's export. */
export function TransferPage() {
  const can = useCan();
  const [saved, setSaved] = useState<Notice | null>(null);
  return (
    <SettingsFrame>
      <WriteNotice recorded={saved} onDismiss={() => setSaved(null)} />
      <section className="card stack">
        <ExportForm />
      </section>
      {can('post', '/api/admin/features-batch/import') && (
        <section className="card stack">
          <ImportForm onImported={setSaved} />
        </section>
      )}
      {can('get', '/api/admin/events/export') && (
        <section className="card stack">
          <EventLogExport />
        </section>
      )}
    </SettingsFrame>
  );
}

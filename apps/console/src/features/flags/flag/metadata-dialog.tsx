import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { ErrorMessage } from '../../../components/error-message';
import { FLAG_TYPES, type Flag, type FlagType } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { updateFlag, type FlagRef, type MetadataChange } from '../../../api/flag-api';

interface Values {
  description: string;
  type: FlagType;
  stale: boolean;
  impressionData: boolean;
}

/** Sends only what changed (the partial PUT): an untouched field stays as it is. */
export function changedMetadata(flag: Flag, values: Values): MetadataChange {
  const change: MetadataChange = {};
  const description = values.description.trim() === '' ? null : values.description;
  if (description !== (flag.description ?? null)) change.description = description;
  if (values.type !== flag.type) change.type = values.type;
  if (values.stale !== (flag.stale ?? false)) change.stale = values.stale;
  if (values.impressionData !== (flag.impressionData ?? false)) change.impressionData = values.impressionData;
  return change;
}

export function MetadataDialog({ open, onClose, flag, flagRef }: { open: boolean; onClose: () => void; flag: Flag; flagRef: FlagRef }) {
  return (
    <Dialog open={open} onClose={onClose} title={`Edit ${flag.name}`}>
      {open && <MetadataForm flag={flag} flagRef={flagRef} onDone={onClose} />}
    </Dialog>
  );
}

function MetadataForm({ flag, flagRef, onDone }: { flag: Flag; flagRef: FlagRef; onDone: () => void }) {
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: {
      description: flag.description ?? '',
      type: (flag.type ?? 'release') as FlagType,
      stale: flag.stale ?? false,
      impressionData: flag.impressionData ?? false,
    },
  });
  const save = useFlagMutation((change: MetadataChange) => updateFlag(flagRef, change));
  const submit = handleSubmit((values) => {
    const change = changedMetadata(flag, values);
    if (Object.keys(change).length === 0) return onDone();
    save.mutate(change, { onSuccess: onDone });
  });
  return (
    <form className="stack" onSubmit={submit}>
      <label className="field">
        <span>Description</span>
        <textarea rows={3} autoFocus {...register('description')} />
      </label>
      <label className="field">
        <span>Type</span>
        <select {...register('type')}>
          {FLAG_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" {...register('stale')} />
        Stale (ready to be removed from code)
      </label>
      <label className="check">
        <input type="checkbox" {...register('impressionData')} />
        Emit impression events
      </label>
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}

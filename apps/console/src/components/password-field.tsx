import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';
import { generatePassword } from '../lib/passwords';

export const PASSWORD_HINT = 'At least 10 characters with upper and lower case, a number and a special character.';

/** A new password: shown or hidden, or generated (then shown, to pass on). */
export function PasswordField({
  label,
  error,
  register,
  onGenerate,
}: {
  label: string;
  error?: string;
  register: UseFormRegisterReturn;
  onGenerate?: (password: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="inline-form">
      <TextField
        label={label}
        grow
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        error={error}
        hint={PASSWORD_HINT}
        {...register}
      />
      <button type="button" className="button" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {shown ? 'Hide' : 'Show'}
      </button>
      {onGenerate && (
        <button
          type="button"
          className="button"
          onClick={() => {
            onGenerate(generatePassword());
            setShown(true);
          }}
        >
          Generate
        </button>
      )}
    </div>
  );
}

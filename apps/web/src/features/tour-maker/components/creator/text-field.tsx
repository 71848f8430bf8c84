import { useId, type ReactNode } from 'react';
import { fieldStyles } from './field-styles';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  /** Marked for screen readers only: the form's own message says what is missing (SPEC §5). */
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** Beside the input, e.g. the Detect button. */
  action?: ReactNode;
  children?: ReactNode;
}

/** A labelled text input or text area, with an optional hint read out with it. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  required = false,
  multiline = false,
  maxLength,
  action,
  children,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    'aria-required': required || undefined,
    'aria-describedby': hint ? hintId : undefined,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className="flex gap-2">
        {multiline ? (
          <textarea {...shared} className={fieldStyles.textarea} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type="text"
            className={fieldStyles.input}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {action}
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

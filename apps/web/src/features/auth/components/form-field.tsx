import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled input with an optional hint read out with it. */
export function FormField({ label, hint, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="min-h-12 w-full rounded-xl bg-zinc-800 px-4 text-base text-white ring-1 ring-white/20 placeholder:text-zinc-400 focus:ring-2 focus:ring-sky-300"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-zinc-300">
          {hint}
        </p>
      )}
    </div>
  );
}

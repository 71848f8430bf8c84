import { useEffect, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { AddStopField } from './add-stop-field';
import { fieldStyles } from './field-styles';
import { addStop, moveStop, removeStop, renameStop, type DraftStop } from './stops-draft';
import { useStopDrag } from './use-stop-drag';

interface StopsEditorProps {
  stops: DraftStop[];
  onChange: (stops: DraftStop[]) => void;
}

/** Where focus goes after a change: a stop's button (by its key) or the list's heading. */
type FocusTarget = { key: string; control: 'up' | 'down' | 'remove' | 'drag' } | 'heading' | null;

const small = `${buttonStyles.secondary} px-3 text-sm`;

/**
 * Edit stops (issue 24): the stops in order, each with a rename field and Move up, Move down and
 * Remove stop; Add stop through the place search. A stop can also be dragged by its handle (mouse,
 * finger or pen), or moved with the arrow keys on it. Every change is announced, and focus stays on
 * the control that moved (or the list, after a removal), so a keyboard or screen reader can follow.
 */
export function StopsEditor({ stops, onChange }: StopsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<FocusTarget>(null);
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focus) return;
    if (focus === 'heading') heading.current?.focus();
    else
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-stop="${focus.key}"][data-control="${focus.control}"]`)
        ?.focus();
    setFocus(null);
  }, [focus]);

  const name = (stop: DraftStop, index: number) =>
    stop.poi.name.trim() || t('creator.stops.unnamed', { number: index + 1 });

  function move(index: number, delta: -1 | 1, from: 'buttons' | 'handle' = 'buttons') {
    const stop = stops[index]!;
    const at = index + delta;
    if (at < 0 || at >= stops.length) return;
    onChange(moveStop(stops, index, delta));
    setAnnouncement(t('creator.stops.moved', { name: name(stop, index), number: at + 1, count: stops.length }));
    // At the top or bottom the button it was on is disabled: focus goes to the other direction.
    const control = delta === -1 ? (at === 0 ? 'down' : 'up') : at === stops.length - 1 ? 'up' : 'down';
    setFocus({ key: stop.key, control: from === 'handle' ? 'drag' : control });
  }

  const drag = useStopDrag({
    stops,
    list,
    onChange,
    onDrop: (stop, _from, to) => {
      setAnnouncement(t('creator.stops.moved', { name: name(stop, to), number: to + 1, count: stops.length }));
      setFocus({ key: stop.key, control: 'drag' });
    },
  });

  function remove(index: number) {
    const stop = stops[index]!;
    const next = removeStop(stops, index);
    onChange(next);
    setAnnouncement(t('creator.stops.removed', { name: name(stop, index), count: next.length }));
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocus(neighbour ? { key: neighbour.key, control: 'remove' } : 'heading');
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
      <legend className="sr-only">{t('creator.stops.heading')}</legend>
      <h3 ref={heading} tabIndex={-1} id={`${id}-heading`} className="text-lg font-semibold">
        {t('creator.stops.heading')}
      </h3>
      <p id={`${id}-intro`} className={fieldStyles.hint}>
        {t('creator.stops.intro')}
      </p>
      {stops.length === 0 ? (
        <p className="text-sm text-zinc-200">{t('creator.stops.none')}</p>
      ) : (
        <ol ref={list} aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
          {stops.map((stop, index) => {
            const nameId = `${id}-${stop.key}-name`;
            const stateId = `${id}-${stop.key}-state`;
            const describedId = `${id}-${stop.key}-described`;
            return (
              <li
                key={stop.key}
                data-stop-item={stop.key}
                className={`flex flex-col gap-2 rounded-xl p-3 ring-1 ${
                  drag.dragging === stop.key
                    ? 'relative z-10 bg-zinc-800 shadow-2xl ring-sky-300'
                    : 'bg-zinc-950/40 ring-white/10'
                }`}
              >
                <div className="flex items-center gap-3">
                  <button
                    type="button"
                    aria-label={t('creator.stops.dragHandle')}
                    aria-describedby={describedId}
                    data-stop={stop.key}
                    data-control="drag"
                    className="-ms-1 flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-zinc-300 select-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-sky-300 focus-visible:outline-none active:cursor-grabbing"
                    {...drag.handleProps(stop.key)}
                    onKeyDown={(event) => {
                      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                      event.preventDefault();
                      move(index, event.key === 'ArrowUp' ? -1 : 1, 'handle');
                    }}
                  >
                    <GripVertical aria-hidden className="size-5" />
                  </button>
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-bold"
                  >
                    {index + 1}
                  </span>
                  <label htmlFor={nameId} className="sr-only">
                    {t('creator.stops.nameLabel', { number: index + 1 })}
                  </label>
                  <input
                    id={nameId}
                    value={stop.poi.name}
                    maxLength={200}
                    aria-describedby={stateId}
                    onChange={(event) => onChange(renameStop(stops, index, event.target.value))}
                    className={`${fieldStyles.input} flex-1`}
                  />
                </div>
                {/* What each control below acts on, read with it: the stop's current name. */}
                <span id={describedId} hidden>
                  {name(stop, index)}
                </span>
                <p id={stateId} className="text-xs text-zinc-300">
                  {stop.savedIndex === null ? t('creator.stops.newStop') : t('creator.stops.keepsStory')}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={small}
                    data-stop={stop.key}
                    data-control="up"
                    aria-describedby={describedId}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                    {t('creator.stops.moveUp')}
                  </button>
                  <button
                    type="button"
                    className={small}
                    data-stop={stop.key}
                    data-control="down"
                    aria-describedby={describedId}
                    disabled={index === stops.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                    {t('creator.stops.moveDown')}
                  </button>
                  <button
                    type="button"
                    className={`${small} text-red-200`}
                    data-stop={stop.key}
                    data-control="remove"
                    aria-describedby={describedId}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t('creator.stops.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AddStopField
        near={stops.length > 0 ? { lat: stops.at(-1)!.poi.latitude, lng: stops.at(-1)!.poi.longitude } : null}
        onAdd={(place) => {
          const next = addStop(stops, place);
          onChange(next);
          setAnnouncement(t('creator.stops.added', { name: place.name, number: next.length }));
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { Hotel, HotelInput } from '@/entities/hotels/schema';
import { ChangedElsewhereNotice } from '@/shared/concurrent-edits/changed-elsewhere-notice';
import { useConcurrentEdit } from '@/shared/concurrent-edits/use-concurrent-edit';
import { documentTitle, revealFocusedField, useViewHeading } from '@/shared/layout/use-view-focus';
import { Field, FieldErrorText } from '@/shared/ui/field';
import { useFieldError } from '@/shared/ui/use-field-error';
import { toast } from '@/shared/ui/toast/toast-store';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { describeHotelValue } from './describe-hotel-value';
import { hotelCandidateFrom, hotelDraftFrom, withRegion, type HotelDraft, type HotelTextField } from './hotel-draft';
import { HOTEL_LABELS, type HotelFieldName } from './hotel-fields';
import { HotelPlaceFields } from './hotel-place-fields';
import { validateHotel } from './hotel-validation';
import styles from './hotel-form.module.css';

type HotelFormViewProps = {
  title: string;
  /** Which hotel is being edited, under the title. */
  subtitle?: string;
  submitLabel: string;
  /** What the form opens with; keep its identity between renders: typing is told from it. */
  initialDraft: HotelDraft;
  /** Keeps what is typed across reloads under this key; the caller clears it once saved. */
  draftKey?: string;
  pending: boolean;
  /** Saves the hotel; `kept` names another admin's changes that the save keeps, if any. */
  onSave: (hotel: HotelInput, kept?: string) => void;
  onCancel: () => void;
  /** An edit: the hotel as cached now, and how to ask the server for its current version. */
  edited?: { live: Hotel | null | undefined; loadServer: () => Promise<Hotel | null | undefined> };
};

/** The hotel form shared by create and edit: validates in SPEC.md §5 order, then hands over a clean hotel. */
export function HotelFormView(props: HotelFormViewProps) {
  const { title, subtitle, submitLabel, initialDraft, draftKey, pending, onSave, onCancel, edited } = props;
  const titleId = useId();
  const activeErrorId = useId();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(...(subtitle ? [subtitle] : []), title));
  const errors = useFieldError<HotelFieldName>();
  const activeRef = useRef<HTMLInputElement>(null);
  const activeError = errors.errorOf('is_active');
  useEffect(() => {
    if (activeError) activeRef.current?.focus();
  }, [activeError]);
  const form = useFormDraft(draftKey ?? null, initialDraft);
  const { values: draft, setValues: setDraft, restored, discardDraft } = form;
  const queryClient = useQueryClient();
  const concurrent = useConcurrentEdit({
    opened: form.opened,
    values: draft,
    live: edited?.live,
    fromItem: hotelDraftFrom,
    rebase: (hotel: Hotel, values: HotelDraft) => form.rebase(hotelDraftFrom(hotel), values),
    loadServer: edited?.loadServer ?? (() => Promise.resolve(undefined)),
    texts: {
      changedByAnother: 'Отель изменён другим администратором',
      labels: HOTEL_LABELS,
      describe: (name, value) => describeHotelValue(queryClient, name, value),
    },
  });
  const busy = pending || concurrent.checking;
  const nameRef = useRef<HTMLInputElement>(null);
  const startOver = () => {
    discardDraft();
    errors.clear();
    // The notice and its button go: the admin starts over from the first field.
    nameRef.current?.focus();
  };
  const change = <Key extends keyof HotelDraft>(key: Key, value: HotelDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const text = (key: HotelTextField) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(key, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // An edit is laid over the hotel's current version first, so another admin's changes stay.
    const checked = edited ? await concurrent.checkBeforeSave() : { values: draft, kept: undefined };
    if (!checked) return;
    const result = validateHotel(hotelCandidateFrom(checked.values));
    if (result.ok) {
      errors.clear();
      onSave(result.hotel, checked.kept);
    } else {
      // SPEC.md §5's toast, and the field to fix marked, explained and focused.
      toast.error(result.message);
      errors.refuse(result.field, result.message);
    }
  };

  return (
    // noValidate: the rules and their messages are SPEC.md's toasts, not the browser's bubbles.
    <form
      className={`card form ${styles.form}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={revealFocusedField}
    >
      <header>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className="hint">{subtitle}</p> : null}
        {restored ? <DraftNotice onDiscard={startOver} /> : null}
        {concurrent.changedElsewhere && !busy ? <ChangedElsewhereNotice onLoad={concurrent.loadChanges} /> : null}
      </header>
      {concurrent.question}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Основное</legend>
        <div className={styles.grid}>
          <Field label={HOTEL_LABELS.hotel_name} error={errors.errorOf('hotel_name')}>
            <input ref={nameRef} className="input" autoComplete="off" {...text('hotel_name')} />
          </Field>
          <HotelPlaceFields
            regionId={draft.region_id}
            beachId={draft.beach_id}
            regionError={errors.errorOf('region_id')}
            onRegionChange={(regionId) => {
              setDraft((current) => withRegion(current, regionId));
              errors.clear('region_id');
            }}
            onBeachChange={(beachId) => change('beach_id', beachId)}
          />
          <Field label={HOTEL_LABELS.stars} hint="От 1 до 5" error={errors.errorOf('stars')}>
            <input
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={5}
              step={1}
              {...text('stars')}
            />
          </Field>
          <Field label={HOTEL_LABELS.recommend_list} error={errors.errorOf('recommend_list')}>
            <select className="input" {...text('recommend_list')}>
              <option value="0">Нет</option>
              <option value="1">Да</option>
            </select>
          </Field>
          <Field label={HOTEL_LABELS.deposit} hint="Необязательно">
            <input className="input" autoComplete="off" {...text('deposit')} />
          </Field>
          <div className={styles.wide}>
            <Field label={HOTEL_LABELS.google_maps} error={errors.errorOf('google_maps')}>
              <input className="input" type="url" inputMode="url" placeholder="https://maps.google.com/…" {...text('google_maps')} />
            </Field>
          </div>
          <div className={styles.wide}>
            <label className="checkbox">
              <input
                ref={activeRef}
                type="checkbox"
                checked={draft.is_active}
                aria-invalid={activeError ? 'true' : undefined}
                aria-describedby={activeError ? activeErrorId : undefined}
                onChange={(event) => change('is_active', event.target.checked)}
              />
              {HOTEL_LABELS.is_active}
            </label>
            {activeError ? <FieldErrorText id={activeErrorId} error={activeError} /> : null}
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Об отеле</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <Field label={HOTEL_LABELS.hotel_description} error={errors.errorOf('hotel_description')}>
              <textarea className="input" rows={4} {...text('hotel_description')} />
            </Field>
          </div>
          <Field label={HOTEL_LABELS.services} error={errors.errorOf('services')}>
            <textarea className="input" rows={3} {...text('services')} />
          </Field>
          <Field label={HOTEL_LABELS.for_child} error={errors.errorOf('for_child')}>
            <textarea className="input" rows={3} {...text('for_child')} />
          </Field>
          <div className={styles.wide}>
            <Field label={HOTEL_LABELS.resto} error={errors.errorOf('resto')}>
              <textarea className="input" rows={3} {...text('resto')} />
            </Field>
          </div>
        </div>
      </fieldset>

      <div className={`form-actions ${styles.actions}`}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useCreateRegion, useUpdateRegion } from '@/entities/regions/queries';
import type { Region } from '@/entities/regions/schema';
import { Field } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useHomeNavigation } from '../use-home-navigation';
import { toRegionWeight } from './region-weight';
import styles from './region-form.module.css';
import { reportFailure } from '@/shared/feedback/report-failure';

/** The region's own fields; without `region` it creates one. */
export function RegionDetailsForm({ region }: { region?: Region }) {
  const navigation = useHomeNavigation();
  const createRegion = useCreateRegion();
  const updateRegion = useUpdateRegion();
  const [name, setName] = useState(region?.region_name ?? '');
  const [weight, setWeight] = useState(region ? String(region.weight) : '');
  const saving = createRegion.isPending || updateRegion.isPending;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { region_name: name.trim(), weight: toRegionWeight(weight) };
    try {
      if (region) {
        await updateRegion.mutateAsync({ id: region.id, ...fields });
        toast.success('Регион обновлён!');
        navigation.selectRegion(region.id);
      } else {
        await createRegion.mutateAsync(fields);
        toast.success('Регион создан!');
        navigation.backToList();
      }
    } catch (error) {
      // What was typed stays in the fields, so the admin can retry.
      reportFailure('Не удалось сохранить регион', 'Ошибка при сохранении региона!', error);
    }
  }

  return (
    <section className="card" aria-labelledby="region-form-title">
      <h1 id="region-form-title" className={styles.title}>
        {region ? 'Редактировать регион' : 'Добавить регион'}
      </h1>
      <form className="form" onSubmit={save}>
        <div className={styles.fields}>
          <Field label="Название региона">
            <input className="input" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </Field>
          <Field label="Вес" hint="Чем больше вес, тем выше регион в списке.">
            <input
              className="input"
              type="number"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
            />
          </Field>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            Сохранить
          </button>
          <button type="button" className="button" onClick={navigation.backToList}>
            Отмена
          </button>
        </div>
      </form>
    </section>
  );
}

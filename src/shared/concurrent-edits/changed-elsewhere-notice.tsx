import { FormNotice } from '@/shared/ui/form-notice';

/** An open form's item changed on the server; loading the changes keeps what the admin typed. */
export function ChangedElsewhereNotice({ onLoad }: { onLoad: () => void }) {
  return <FormNotice message="Изменено другим администратором" actionLabel="Загрузить изменения" onAction={onLoad} />;
}

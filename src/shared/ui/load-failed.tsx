type LoadFailedProps = {
  /** What did not load, as the admin would say it. */
  message?: string;
  onRetry: () => void;
};

/** A list that failed to load, with a way to try again in place. */
export function LoadFailed({ message = 'Не удалось загрузить список.', onRetry }: LoadFailedProps) {
  return (
    <div className="empty">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}

import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * What a screen shows when it fails to render, instead of the router's English default: a
 * Russian explanation and a way to try again without reloading the whole panel.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('Экран не удалось показать', error);
  }, [error]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <main className="centered-page">
      <div className="card centered-card" role="alert">
        <h1>Что-то пошло не так</h1>
        <p>Этот экран не удалось показать. Попробуйте ещё раз; если не поможет, откройте панель заново.</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Повторить
        </button>
      </div>
    </main>
  );
}

import { onlineManager } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOnlineStatus } from '@/shared/layout/use-online-status';
import { isChunkFailure } from './chunk-failures';

/**
 * What a screen shows when it fails to render, instead of the router's English default: a Russian
 * explanation and a way to try again, without a reload where rendering again can help.
 */
export function RouteError(props: ErrorComponentProps) {
  return (
    <main className="centered-page">
      <ScreenFailure {...props} />
    </main>
  );
}

type Heading = 'h1' | 'h2';
type FailureProps = ErrorComponentProps & { Heading: Heading };

/** The failure of a screen, or of a pane that takes the screen's heading (the rest stays usable). */
export function ScreenFailure(props: ErrorComponentProps) {
  return <Failure {...props} Heading="h1" />;
}

/** The failure of a part of a screen that keeps its own heading, such as a hotel's tab. */
export function SectionFailure(props: ErrorComponentProps) {
  return <Failure {...props} Heading="h2" />;
}

const Failure = (props: FailureProps) =>
  isChunkFailure(props.error) ? <MissingCode Heading={props.Heading} /> : <RenderFailure {...props} />;

function RenderFailure({ error, reset, Heading }: FailureProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('Экран не удалось показать', error);
  }, [error]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <FailureCard
      Heading={Heading}
      title="Что-то пошло не так"
      text="Этот экран не удалось показать. Попробуйте ещё раз; если не поможет, откройте панель заново."
      onRetry={retry}
    />
  );
}

/**
 * A screen whose code never arrived, mostly for want of a connection. Trying again means a reload:
 * rendered again, the code would come without its styles, as Vite never asks again for a
 * stylesheet that failed. The address, the drafts and the saved lists bring the admin back here.
 */
function MissingCode({ Heading }: { Heading: Heading }) {
  const online = useOnlineStatus();
  const reload = () => window.location.reload();
  useEffect(
    () =>
      onlineManager.subscribe((nowOnline) => {
        if (nowOnline) reload();
      }),
    [],
  );

  return online ? (
    <FailureCard Heading={Heading} title="Не удалось загрузить экран" text="Проверьте соединение и нажмите «Повторить»." onRetry={reload} />
  ) : (
    <FailureCard Heading={Heading} title="Нет соединения" text="Этот экран ещё не загружен. Он откроется сам, как только связь вернётся." />
  );
}

/** What every failure shows: why, and «Повторить» where trying again is up to the admin. */
function FailureCard({ Heading, title, text, onRetry }: { Heading: Heading; title: string; text: string; onRetry?: () => void }) {
  return (
    <div className="card centered-card" role="alert">
      <Heading>{title}</Heading>
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          Повторить
        </button>
      ) : null}
    </div>
  );
}

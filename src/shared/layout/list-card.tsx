import { useId, type ReactNode, type Ref } from 'react';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { LoadFailed } from '@/shared/ui/load-failed';
import { SectionHeader } from '@/shared/ui/section-header';
import styles from './tab-layout.module.css';

/** The part of a list query the card reads: a TanStack Query result fits as it is. */
export type ListState<Item> = { data?: Item[]; isError: boolean; refetch: () => unknown };

type ListCardProps<Item> = {
  title: string;
  list: ListState<Item>;
  /** Draws the list once it has arrived, empty or not. */
  children: (items: Item[]) => ReactNode;
  /** The failure line above «Повторить», when the generic one is not enough. */
  failedMessage?: string;
  /** The heading, to give the focus to when an item it was on leaves the list. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A control at the header's end, such as «+ Добавить …». */
  action?: ReactNode;
  /** Shown between the header and the list, such as the form that action opened. */
  above?: ReactNode;
};

/** A titled card holding one of a hotel tab's lists, or its loading or failure state, with «Повторить». */
export function ListCard<Item>({ title, list, children, failedMessage, headingRef, action, above }: ListCardProps<Item>) {
  const titleId = useId();
  return (
    <section className={`card ${styles.listCard}`} aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={title} count={list.data?.length} headingRef={headingRef} action={action} />
      {above}
      {list.data ? (
        children(list.data)
      ) : list.isError ? (
        <LoadFailed message={failedMessage} onRetry={() => void list.refetch()} />
      ) : (
        <AwaitingData />
      )}
    </section>
  );
}

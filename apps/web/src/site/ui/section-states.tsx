import type { SectionResult } from '@skp/shared';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/site-i18n';
import { Button } from './button';
import { Icon } from './icon';
import styles from './section-states.module.css';
import * as icons from './icon-paths';

export interface SectionErrorProps {
  /** The error text of docs/requirements.md#messages for this section. */
  text: string;
  /** A second line under it (e.g. the server's message); the text then shows as a title. */
  detail?: string;
  className?: string;
}

/**
 * A section's error: the text and a Retry button. Retry is a GET form for the same address, so
 * it reloads the page with or without JavaScript.
 */
export function SectionError({ text, detail, className }: SectionErrorProps) {
  const { t } = useI18n();
  return (
    <div role="alert" className={`${styles.alert} ${className ?? ''}`}>
      <span className={styles.alertIcon}>
        <Icon shape={icons.ErrorOutlined} size="1.375rem" />
      </span>
      <div className={styles.alertText}>
        {detail ? (
          <>
            <strong className={styles.alertTitle}>{text}</strong>
            {detail}
          </>
        ) : (
          text
        )}
      </div>
      <form method="get" className={styles.alertAction}>
        <Button type="submit" size="small" colour="inherit">
          {t('states.retry')}
        </Button>
      </form>
    </div>
  );
}

/** A section's empty text. */
export function EmptyText({
  children,
  align = 'center',
}: {
  children: ReactNode;
  align?: 'center' | 'left';
}) {
  return <p className={align === 'center' ? styles.empty : styles.emptyLeft}>{children}</p>;
}

export interface SectionStatesProps<T> {
  result: SectionResult<T>;
  errorText: string;
  /** A second line under the error text (docs/requirements.md#messages names two for some sections). */
  errorDetail?: string;
  emptyText: string;
  /** Empty when this returns true; default an empty array. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** One data section's server states: the error (with Retry), the empty text, or the content. */
export function SectionStates<T>({
  result,
  errorText,
  errorDetail,
  emptyText,
  isEmpty = emptyArray,
  children,
}: SectionStatesProps<T>) {
  if (!result.ok) return <SectionError text={errorText} detail={errorDetail} />;
  if (isEmpty(result.data)) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children(result.data)}</>;
}

/** The data of a section, or `fallback` when it failed (for sections whose failure is silent, docs/requirements.md#messages). */
export function dataOr<T>(result: SectionResult<T>, fallback: T): T {
  return result.ok ? result.data : fallback;
}

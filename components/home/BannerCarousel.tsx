'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { nextBannerList, type HomeBanner } from './bannerList';
import styles from './BannerCarousel.module.css';

const INTERVAL_MS = 6000;

type Props = {
  banners: readonly HomeBanner[];
  /** Headline for a slide without text of its own (e.g. an English page of a company with Chinese banners only). */
  fallbackTitle: string;
  fallbackSubtitle: string;
};

/**
 * The hero's banners. The first slide is rendered on the server (this component's initial state),
 * the others fade in on the client every 6 s; hovering or focusing the hero pauses, and so does a
 * user who asked for reduced motion.
 */
export function BannerCarousel({ banners, fallbackTitle, fallbackSubtitle }: Props) {
  const t = useTranslations('Home');
  const [list, setList] = useState(banners);
  const [seen, setSeen] = useState(banners);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  // New props (a refreshed page) replace the list only when they carry banners.
  if (banners !== seen) {
    setSeen(banners);
    setList((current) => nextBannerList(current, banners));
  }

  const count = list.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  const current = Math.min(index, Math.max(count - 1, 0));

  return (
    <div
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('bannersLabel')}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {count === 0 ? (
        <div className={`${styles.slide} ${styles.active} ${styles.plain}`}>
          <div className={styles.text}>
            <h1 className={styles.title}>{fallbackTitle}</h1>
            <p className={styles.subtitle}>{fallbackSubtitle}</p>
          </div>
        </div>
      ) : (
        list.map((b, i) => {
          const title = b.title || fallbackTitle;
          const subtitle = b.title ? b.subtitle : fallbackSubtitle;
          const Heading = i === 0 ? 'h1' : 'h2';
          return (
            <div
              key={b.id}
              className={`${styles.slide} ${i === current ? styles.active : ''}`}
              aria-hidden={i !== current}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { n: i + 1, total: count })}
              data-testid="banner-slide"
            >
              {/* Decorative picture: the text of the slide is the heading below. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.image}
                src={b.imageUrl}
                alt=""
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <div className={styles.text}>
                <Heading className={styles.title}>{title}</Heading>
                {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
                {b.linkPath ? (
                  <Link href={b.linkPath} className={styles.more} tabIndex={i === current ? 0 : -1}>
                    {t('learnMore')} →
                  </Link>
                ) : null}
              </div>
            </div>
          );
        })
      )}
      {count > 1 ? (
        <div className={styles.dots}>
          {list.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`${styles.dot} ${i === current ? styles.dotActive : ''}`}
              aria-label={t('slideOf', { n: i + 1, total: count })}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

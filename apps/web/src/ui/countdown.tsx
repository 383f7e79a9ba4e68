import { useEffect, useRef, useState } from 'react';
import styles from './countdown.module.css';

export interface CountdownProps {
  seconds: number;
  onDone: () => void;
  /** Read once by screen readers when the countdown starts; the ticks are not announced. */
  announcement: string;
  /** The visible sentence for the seconds left, beside the ring. */
  caption: (remaining: number) => string;
}

const RADIUS = 32;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function Countdown({ seconds, onDone, announcement, caption }: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    let left = seconds;
    setRemaining(left);
    const timer = window.setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (left <= 0) {
        window.clearInterval(timer);
        onDoneRef.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);

  return (
    <div className={styles.wrap}>
      <div className={styles.countdown}>
        <svg className={styles.ring} viewBox="0 0 72 72" aria-hidden="true">
          <circle className={styles.track} cx="36" cy="36" r={RADIUS} />
          <circle
            className={styles.progress}
            cx="36"
            cy="36"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - remaining / seconds)}
          />
        </svg>
        <span className={styles.number} aria-hidden="true" data-testid="countdown-value">
          {remaining}
        </span>
      </div>
      <p className={styles.caption} aria-hidden="true" data-testid="countdown-caption">
        {caption(Math.max(remaining, 0))}
      </p>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}

/**
 * Seconds left until a deadline, ticking once a second (the OTP resend wait, docs/product-spec.md
 * §4). Counting against the clock rather than decrementing keeps it right when a background tab is
 * throttled.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, [seconds]);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}

import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { BRANDS, themeNameForPath } from './brand';

/** Layering of SPEC §9: splash above everything, including the header (1200). */
export const SPLASH_Z_INDEX = 10000;

const appear = keyframes`from { opacity: 0; transform: scale(0.85); } to { opacity: 1; transform: scale(1); }`;
const pulse = keyframes`0%, 100% { transform: scale(1); } 50% { transform: scale(1.08); }`;

export interface SplashScreenProps {
  /** Defaults to 'Loading...'. */
  message?: string;
}

/** Full-screen loading screen: the logo of the current theme and a message. */
export function SplashScreen({ message = 'Loading...' }: SplashScreenProps) {
  // Read from the window so the splash also works before the router has started.
  const brand = BRANDS[themeNameForPath(window.location.pathname)];
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="splash-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: SPLASH_Z_INDEX,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="img"
        src={brand.logo}
        alt=""
        width={96}
        height={96}
        sx={{
          animation: `${appear} 0.3s ease-out, ${pulse} 1s ease-in-out 0.3s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      {/* Bold (700) rather than h6's 500: the Home page uses no other 500 text, so its first visit
          need not download that font file for the splash alone. */}
      <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {message}
      </Typography>
    </Box>
  );
}

type SplashRequests = (id: object, message: string | null) => void;
const SplashHostContext = createContext<SplashRequests | null>(null);

/**
 * Shows one splash for every request below it (the route's code loading, then the page's data), so
 * the same splash element stays on screen while one request hands over to the next.
 */
export function SplashHost({ children }: { children: ReactNode }) {
  const [requests, setRequests] = useState<ReadonlyMap<object, string>>(() => new Map());
  const update = useCallback<SplashRequests>((id, message) => {
    setRequests((previous) => {
      if (message === null ? !previous.has(id) : previous.get(id) === message) return previous;
      const next = new Map(previous);
      if (message === null) next.delete(id);
      else next.set(id, message);
      return next;
    });
  }, []);
  const messages = [...requests.values()];
  return (
    <SplashHostContext value={update}>
      {children}
      {messages.length > 0 && <SplashScreen message={messages[messages.length - 1]} />}
    </SplashHostContext>
  );
}

/** Shows the splash while mounted: through the SplashHost above it, or on its own. */
export function Splash({ message = 'Loading...' }: SplashScreenProps) {
  const host = useContext(SplashHostContext);
  const [id] = useState(() => ({}));
  useLayoutEffect(() => {
    if (!host) return;
    host(id, message);
    return () => host(id, null);
  }, [host, id, message]);
  return host ? null : <SplashScreen message={message} />;
}

export interface PageSplashProps extends SplashScreenProps {
  /** True while the page's data loads. */
  loading: boolean;
  /** Hide the splash after this many ms even if still loading (Baby Steps uses 1000). */
  maxDurationMs?: number;
}

/** Shows the splash while a page's data loads, optionally cut off after `maxDurationMs`. */
export function PageSplash({ loading, maxDurationMs, message }: PageSplashProps) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (maxDurationMs === undefined || !loading) return;
    const timer = window.setTimeout(() => setTimedOut(true), maxDurationMs);
    return () => window.clearTimeout(timer);
  }, [loading, maxDurationMs]);
  if (!loading || timedOut) return null;
  return <Splash message={message} />;
}

/** The promotion entry's hash routes keep react-router: its location and navigate, handed to the screens' context. */
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LocationContext, type PageNavigate } from './pageLocation';

export function RouterLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo(() => ({ location, navigate: navigate as PageNavigate }), [location, navigate]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

import { Outlet } from 'react-router';

/** Sidebar and header around every signed-in screen (placeholder). */
export default function AppLayout() {
  return <Outlet />;
}

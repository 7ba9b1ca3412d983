import { Outlet } from 'react-router';

/** Header and footer around every public page (placeholder). */
export default function PublicLayout() {
  return <Outlet />;
}

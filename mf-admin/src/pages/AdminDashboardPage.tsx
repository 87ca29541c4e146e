import { AdminPlaceholder } from '../AdminPlaceholder.tsx';

export function AdminDashboardPage() {
  return <AdminPlaceholder title="placeholder.admin.title" />;
}

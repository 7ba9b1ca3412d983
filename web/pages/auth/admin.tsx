/** Admin (placeholder: not built yet). */
export default function AdminPage() {
  return <div className="p-8 text-gray-500">Admin</div>;
}

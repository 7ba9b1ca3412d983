/** Status (placeholder: not built yet). */
export default function StatusPage() {
  return <div className="p-8 text-gray-500">Status</div>;
}

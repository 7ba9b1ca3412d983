/** Overview (placeholder: not built yet). */
export default function OverviewPage() {
  return <div className="p-8 text-gray-500">Overview</div>;
}

/** Analytics (placeholder: not built yet). */
export default function AnalyticsPage() {
  return <div className="p-8 text-gray-500">Analytics</div>;
}

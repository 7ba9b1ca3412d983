/** ProjectDetail (placeholder: not built yet). */
export default function ProjectDetailPage() {
  return <div className="p-8 text-gray-500">ProjectDetail</div>;
}

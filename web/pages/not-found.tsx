/** NotFound (placeholder: not built yet). */
export default function NotFoundPage() {
  return <div className="p-8 text-gray-500">NotFound</div>;
}

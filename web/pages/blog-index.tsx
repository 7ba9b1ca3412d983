/** BlogIndex (placeholder: not built yet). */
export default function BlogIndexPage() {
  return <div className="p-8 text-gray-500">BlogIndex</div>;
}

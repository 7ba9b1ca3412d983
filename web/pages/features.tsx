/** Features (placeholder: not built yet). */
export default function FeaturesPage() {
  return <div className="p-8 text-gray-500">Features</div>;
}

/** Pricing (placeholder: not built yet). */
export default function PricingPage() {
  return <div className="p-8 text-gray-500">Pricing</div>;
}

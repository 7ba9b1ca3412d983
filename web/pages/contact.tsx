import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import { usePageMeta } from '@/lib/use-page-meta';

/** Contact: how to reach sales, and a form that goes to them. */
export default function ContactPage() {
  usePageMeta('/contact');
  return (
    <>
      <section className="border-b border-gray-100 bg-gradient-to-b from-brand-50/70 to-white">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Contact</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">Talk to the Propwise team</h1>
          <p className="mt-4 text-lg leading-8 text-gray-600">Book a demo, ask about pricing for your portfolio, or get help with your account.</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr] lg:py-16">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}

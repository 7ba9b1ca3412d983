// The field layout every form shares now lives with the other form pieces in components/ui.
export { FormField, fieldAria } from '@/components/ui/form-field';

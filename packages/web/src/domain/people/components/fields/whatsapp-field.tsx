import { RadioField, YES_NO } from '@/components/form/radio-field';
import { formatPhone } from '@/lib/masks';
import { FIELD_TEXT } from './field-messages';

/** The person confirms whether their phone is WhatsApp (001 §2 steps 4 and 5; kept on the person). */
export function WhatsAppField({ phone }: { phone: string }) {
  return <RadioField name="isWhatsApp" label={FIELD_TEXT.whatsAppQuestion(formatPhone(phone))} options={YES_NO} />;
}

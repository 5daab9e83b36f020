import type { EnquiryInput, EnquiryReceipt, Envelope } from '@skp/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The form's values as typed (the server trims and validates them again). */
export type EnquiryFormValues = Required<Pick<EnquiryInput, 'name' | 'email' | 'phone' | 'message'>> & {
  website: string;
};

/** POST /api/enquiries: the enquiry is stored on the server before it answers 201. */
export async function sendEnquiry(values: EnquiryFormValues): Promise<EnquiryReceipt> {
  const body = await apiRequest<Envelope<EnquiryReceipt>>('/enquiries', {
    method: 'POST',
    body: JSON.stringify(values),
  });
  return body.data;
}

export function useSendEnquiry() {
  return useMutation({ mutationKey: ['enquiries', 'send'], mutationFn: sendEnquiry });
}

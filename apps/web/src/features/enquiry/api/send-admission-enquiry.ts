import type { AdmissionEnquiryInput, EnquiryReceipt, Envelope } from '@skp/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AdmissionEnquiryFormValues = {
  [K in Exclude<keyof AdmissionEnquiryInput, 'website'>]: string;
} & { website: string };

/** POST /api/admission: a public admission enquiry, stored and mailed like an enquiry. */
export async function sendAdmissionEnquiry(values: AdmissionEnquiryFormValues): Promise<EnquiryReceipt> {
  const body = await apiRequest<Envelope<EnquiryReceipt>>('/admission', {
    method: 'POST',
    body: JSON.stringify(values),
  });
  return body.data;
}

export function useSendAdmissionEnquiry() {
  return useMutation({ mutationKey: ['admission', 'send'], mutationFn: sendAdmissionEnquiry });
}

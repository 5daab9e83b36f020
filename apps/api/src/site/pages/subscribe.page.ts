import {
  SUBSCRIBE_PAGE_STATES,
  subscribeInputSchema,
  type SubscribePageData,
  type SubscribePageState,
} from '@skp/shared';
import { pageForm, sentState } from '../page-forms';
import type { SitePageDefinition } from '../page-definition';

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** The page's query: after a post (?enquiry=sent), a mail's link (?state=...), the unsubscribe button (?unsubscribe=<token>). */
function subscribeQuery(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const query: Record<string, string> = {};
  if (raw.enquiry === 'sent') query.enquiry = 'sent';
  if (typeof raw.state === 'string' && (SUBSCRIBE_PAGE_STATES as readonly string[]).includes(raw.state))
    query.state = raw.state;
  if (typeof raw.unsubscribe === 'string' && TOKEN.test(raw.unsubscribe)) query.unsubscribe = raw.unsubscribe;
  return query;
}

/**
 * /subscribe ('Get notices'): the form (e-mail, what to receive, language, right away or weekly),
 * posted without JavaScript; then 'check your mail'. A mail's confirmation and unsubscribe links
 * lead back here with their outcome. Personal (a link's token may be in the address): never kept.
 */
export const subscribePage: SitePageDefinition<'subscribe'> = {
  name: 'subscribe',
  personal: true,
  query: subscribeQuery,
  load: async (_services, context): Promise<SubscribePageData> => {
    const unsubscribeToken = context.query.unsubscribe ?? '';
    const state = (context.query.state as SubscribePageState | undefined) ?? 'form';
    return { state, unsubscribeToken, ...sentState(context.query) };
  },
  form: pageForm('subscribe-form', subscribeInputSchema, (services, input, clientAddress) =>
    services.subscriptions.subscribe(input, clientAddress),
  ),
};

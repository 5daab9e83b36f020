import type { PersonalRecord } from '@skp/shared';
import type { PersonalDataSource } from '../../lib/personal-data';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

function record(row: SubscriptionRow): PersonalRecord {
  return {
    source: 'subscriptions',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    fields: {
      email: row.email ?? '',
      topics: row.topics.join(', '),
      language: row.language,
      frequency: row.frequency,
      digestDay: String(row.digestDay),
      confirmedAt: row.confirmedAt?.toISOString() ?? '',
    },
  };
}

/**
 * An address's e-mail subscription ('Get notices') as a source of personal data for rights requests.
 * Erasing also deletes the outbox's mails to the address outside a subscription (a breach notice:
 * its address while waiting, its hash once sent).
 */
export function subscriptionsPersonalData(repository: SubscriptionsRepository): PersonalDataSource {
  const normal = (email: string) => email.trim().toLowerCase();
  return {
    name: 'subscriptions',
    async find(email) {
      const row = await repository.findByEmail(normal(email));
      return row ? [record(row)] : [];
    },
    async erase(email) {
      await repository.deleteAddressSends(normal(email));
      const row = await repository.deleteByEmail(normal(email));
      return row ? [row.id] : [];
    },
  };
}

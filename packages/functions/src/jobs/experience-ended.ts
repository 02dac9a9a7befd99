/** Spec 000 §4: experience ends after its last day; the person is HIRED from the next day on. */
export function experienceEnded(
  person: { statusActive?: string; hiringData?: { endOfSecondPeriod?: string } },
  today: string,
): boolean {
  const lastDay = person.hiringData?.endOfSecondPeriod;
  return person.statusActive === 'WORK_EXPERIENCE' && lastDay !== undefined && lastDay < today;
}

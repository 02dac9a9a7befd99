import { experienceEnd, isInExperience, type ExperienceData } from '@colabora/core/admission/experience-period';

/** Spec 000 §4: experience ends after its last day; the person is HIRED from the next day on (core isInExperience). */
export function experienceEnded(person: { statusActive?: string; hiringData?: ExperienceData }, today: string): boolean {
  return person.statusActive === 'WORK_EXPERIENCE' && experienceEnd(person.hiringData) !== null && !isInExperience(person.hiringData, today);
}

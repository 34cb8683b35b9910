export interface University {
  id: string;
  name: string;
  address: string | null;
  city: string;
  postcode: string | null;
  country: string | null;
}

export interface Lab {
  id: string;
  name: string;
  universityId: string;
}

/** POST /api/universities. */
export interface NewUniversity {
  name: string;
  address?: string;
  city: string;
  postcode?: string;
  country?: string;
}

/** POST /api/labs. */
export interface NewLab {
  name: string;
  universityId: string;
}

/** The longest value each field of a new university or lab takes. */
export const DIRECTORY_LIMITS = {
  universityName: 200,
  address: 300,
  city: 100,
  postcode: 20,
  country: 100,
  labName: 200,
} as const;

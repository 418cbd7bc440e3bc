/** Ten fixed testimonials (spec §3 "Testimonial"); the avatars are generated SVGs. */
export interface Testimonial {
  name: string;
  profession: string;
  review: string;
  image: string;
}

const avatar = (n: number) => `/images/avatars/testimonial-${n}.svg`;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    profession: 'Software engineer',
    review:
      'I tap my case every morning just to watch the progress bar move. Eight months later my crowding is gone.',
    image: avatar(1),
  },
  {
    name: 'Rohan Mehta',
    profession: 'Chartered accountant',
    review:
      'No one at work noticed I was wearing aligners. The scan took fifteen minutes and the kit arrived in three days.',
    image: avatar(2),
  },
  {
    name: 'Ananya Iyer',
    profession: 'Architect',
    review:
      'Seeing the 3D preview before starting convinced me. The final result looks exactly like the simulation.',
    image: avatar(3),
  },
  {
    name: 'Karan Malhotra',
    profession: 'Chef',
    review:
      'I taste food all day, so braces were never an option. With aligners I simply take them out and carry on.',
    image: avatar(4),
  },
  {
    name: 'Fatima Shaikh',
    profession: 'Teacher',
    review:
      'The reminders to switch aligners kept me on schedule. The chatbot even answered my questions at 11 pm.',
    image: avatar(5),
  },
  {
    name: 'Arjun Nair',
    profession: 'Photographer',
    review:
      'My open bite bothered me for years. The team explained every step and the trays never hurt.',
    image: avatar(6),
  },
  {
    name: 'Sneha Kulkarni',
    profession: 'Marketing manager',
    review:
      'Booking the scan was easy and the plan was clear about time and cost. No surprises, just a straighter smile.',
    image: avatar(7),
  },
  {
    name: 'Vikram Rao',
    profession: 'Civil engineer',
    review:
      'I travel a lot, and remote tracking meant I barely visited the clinic. Tap, check, done.',
    image: avatar(8),
  },
  {
    name: 'Meera Joshi',
    profession: 'Doctor',
    review:
      'As a clinician I appreciated how carefully the plan was made. My patients now ask me about my smile.',
    image: avatar(9),
  },
  {
    name: 'Aditya Singh',
    profession: 'College student',
    review:
      'Clear, comfortable and honestly kind of fun to track. My gap closed before my graduation photos.',
    image: avatar(10),
  },
];

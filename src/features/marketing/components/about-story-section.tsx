import { story } from "../about-content";

export function AboutStorySection() {
  return (
    <section
      aria-labelledby="story"
      className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[1fr_2fr] md:gap-12"
    >
      <div>
        <p className="text-sm font-medium text-primary">Our story</p>
        <h2 id="story" className="mt-2 text-h2 tracking-tight">
          Great ideas deserve great teams
        </h2>
      </div>
      <div className="flex flex-col gap-4 text-muted-foreground">
        {story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

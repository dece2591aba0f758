import { Card } from "@/components/ui/card";
import { useSendContactMessage } from "../hooks/use-send-contact-message";
import { ContactChannels } from "./contact-channels";
import { ContactForm } from "./contact-form";
import { FeatureRequestCta } from "./feature-request-cta";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function ContactPage() {
  useDocumentTitle("Contact");
  const sendMessage = useSendContactMessage();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6">
      <header className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
        <p className="text-sm font-medium text-primary">Contact</p>
        <h1 className="text-h1 tracking-tight">Get in touch</h1>
        <p className="text-lg text-muted-foreground">
          Questions about a project, your account or working with Buildmates?
          Write to us and we&apos;ll answer by email.
        </p>
      </header>
      <ContactChannels />
      <section
        aria-labelledby="contact-form-title"
        className="mx-auto w-full max-w-3xl"
      >
        <Card className="gap-6 p-6 sm:p-8">
          <div className="flex flex-col gap-2">
            <h2 id="contact-form-title" className="text-h2">
              Send us a message
            </h2>
            <p className="text-sm text-muted-foreground">
              All fields are required.
            </p>
          </div>
          <ContactForm onSubmit={sendMessage} />
        </Card>
      </section>
      <div className="mx-auto w-full max-w-3xl">
        <FeatureRequestCta />
      </div>
    </div>
  );
}

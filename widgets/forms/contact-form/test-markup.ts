// Test markup for the contact-form unit tests: Contact Form 7's markup as the recorded site prints
// it (form 33, many field types), plus a free-text radio group and an inert-on element.
export const SCHEMA = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'es_ES',
  rules: [
    { rule: 'required', field: 'your-name', error: 'Por favor, rellena este campo.' },
    { rule: 'required', field: 'your-email', error: 'Por favor, rellena este campo.' },
    { rule: 'email', field: 'your-email', error: 'Por favor, introduce una dirección de correo electrónico.' },
    { rule: 'url', field: 'your-website', error: 'Por favor, introduce una URL.' },
    { rule: 'minlength', field: 'your-message', threshold: 10, error: 'Este campo tiene una entrada demasiado corta.' },
  ],
};

export const QUIZ = { 'your-quiz': ['¿Capital de España?', 'edd9f8c74a64cf7343e7688f9d8d812a'] };

const wrap = (name: string, control: string) => `<span class="wpcf7-form-control-wrap" data-name="${name}">${control}</span>`;

export function contactFormMarkup({ acceptanceClass = '', outer = false } = {}): string {
  const form = `
<div class="wpcf7 no-js" id="wpcf7-f33-p34-o1" lang="es-ES" dir="ltr" data-wpcf7-id="33">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/formulario-completo/#wpcf7-f33-p34-o1" method="post" class="wpcf7-form init" aria-label="Contact form" enctype="multipart/form-data" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="33" /><input type="hidden" name="_wpcf7_version" value="6.1.6" /><input type="hidden" name="_wpcf7_locale" value="es_ES" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f33-p34-o1" /><input type="hidden" name="_wpcf7_container_post" value="34" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /></fieldset>
<p><label> Nombre ${wrap('your-name', '<input class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" />')}</label>
<label> Correo ${wrap('your-email', '<input class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-invalid="false" value="" type="email" name="your-email" id="correo" />')}</label>
<label> Web ${wrap('your-website', '<input class="wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url" aria-invalid="false" value="" type="url" name="your-website" />')}</label>
${wrap('your-interests', '<span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox"><span class="wpcf7-list-item"><label><input type="checkbox" name="your-interests" value="Camisetas" />Camisetas</label></span><span class="wpcf7-list-item"><label><input type="checkbox" name="your-interests" value="Sudaderas" />Sudaderas</label></span></span>')}
${wrap('your-contact-by', '<span class="wpcf7-form-control wpcf7-radio"><span class="wpcf7-list-item"><label><input type="radio" name="your-contact-by" value="Correo" checked />Correo</label></span><span class="wpcf7-list-item has-free-text"><label><input type="radio" name="your-contact-by" value="Otro" />Otro</label> <input type="text" name="_wpcf7_free_text_your-contact-by" class="wpcf7-free-text" aria-label="Otro" /></span></span>')}
<label> Mensaje ${wrap('your-message', '<textarea maxlength="20" minlength="10" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea>')}</label>
<span class="wpcf7-character-count up" data-target-name="your-message" data-starting-value="0" data-current-value="0" data-maximum-value="20" data-minimum-value="10">0</span>
<label> Pregunta ${wrap('your-quiz', '<label><span class="wpcf7-quiz-label">¿Cuánto es 2+3?</span> <input class="wpcf7-form-control wpcf7-quiz" type="text" name="your-quiz" /></label><input type="hidden" name="_wpcf7_quiz_answer_your-quiz" value="2ca66ec638de72071b26c390639604c3" />')}</label>
${wrap('your-consent', `<span class="wpcf7-form-control wpcf7-acceptance ${acceptanceClass}"><span class="wpcf7-list-item"><label><input type="checkbox" name="your-consent" value="1" aria-invalid="false" />Acepto</label></span></span>`)}
</p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar" /><button type="button" class="inert-on-submitting">Ayuda</button></p>
<p style="display: none !important;" class="akismet-fields-container" data-prefix="_wpcf7_ak_"><label>&#916;<textarea name="_wpcf7_ak_hp_textarea" cols="45" rows="8" maxlength="100"></textarea></label><input type="hidden" id="ak_js_1" name="_wpcf7_ak_js" value="43"/></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
  return outer ? `<form method="post" action="/otra/">${form}</form>` : form;
}

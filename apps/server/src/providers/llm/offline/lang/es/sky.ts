import type { LanguagePack } from '../../types';

export const sky: Pick<LanguagePack, 'coords' | 'sky' | 'season' | 'moon' | 'walk' | 'calendar' | 'musing'> = {
  coords: {
    lead: [
      'En el globo, estás a {lat} grados de latitud {ns} y {lng} grados de longitud {ew}.',
      'Tus coordenadas en este momento son {lat} grados {ns} y {lng} grados {ew}.',
    ],
    items: [
      'El ecuador queda a unos {equatorKm} {equatorDirTo}.',
      'En línea recta, {pole} está a unos {poleKm} {poleDirTo}.',
      'Como la Tierra gira, el suelo bajo tus pies se desplaza hacia el este a unos {speed}, aunque tú estés completamente quieto.',
      'Si dieras la vuelta al mundo siguiendo este paralelo, recorrerías unos {circle}.',
      'El punto exactamente opuesto del globo, al otro lado del centro de la Tierra, está a {antiLat} grados {antiNs} y {antiLng} grados {antiEw}.',
      'Estás dentro de los trópicos; la línea del trópico pasa a unos {tropicKm} más lejos del ecuador.',
      'Un grado de latitud mide unos ciento once kilómetros sobre el terreno en cualquier lugar de la Tierra, así que cada paso en el segundo decimal de tus coordenadas equivale más o menos a un kilómetro.{@degree111}',
      'Los meridianos se juntan en los polos, y por eso un grado de longitud es aquí más corto que en el ecuador.',
    ],
  },
  sky: {
    lead: [
      'Hoy, {today}, el sol sale a las {sunrise} y se pone a las {sunset}.',
      'El amanecer de hoy es a las {sunrise}, y la puesta de sol a las {sunset}.',
      'Hoy, {today}, el sol permanece sobre el horizonte durante {dayLength}.',
      'Hoy, {polarDay}, el sol no se pone aquí en ningún momento: es la temporada del sol de medianoche.',
      'Hoy, {polarNight}, el sol no llega a salir aquí; la noche polar lo mantiene bajo el horizonte.',
    ],
    items: [
      'Eso le da a {place} {dayLength} de luz hoy, y {nightLength} de noche.',
      'El alba civil, esa luz suave antes del amanecer en la que podrías leer al aire libre sin lámpara, empieza a las {dawn}.',
      'Tras la puesta de sol, el cielo sigue claro durante otros {twilight}; el crepúsculo civil termina a las {dusk}.',
      'El sol alcanza su punto más alto a las {noon}, el verdadero mediodía local, a {noonAlt} sobre el horizonte.',
      'Al mediodía solar el sol está justo {noonDirTo}, así que las paredes orientadas al {noonDir} reciben la luz más fuerte del día.',
      'Hoy el sol sale por el {riseDir} y se pone por el {setDir}; mira hacia allí si quieres ver cualquiera de los dos momentos.',
      'Hoy el día dura {gain} más que ayer; los días aquí todavía se alargan.',
      'Hoy el día dura {loss} menos que ayer; los días aquí se van acortando.',
      'El día más largo del año, hacia el {longestDate}, tiene aquí {longest} de luz; el más corto, hacia el {shortestDate}, solo {shortest}.',
      'La hora dorada, cuando la luz se vuelve cálida y las sombras se alargan, empieza esta tarde hacia las {golden}.',
      'Hoy a mediodía, una persona de un metro setenta proyecta una sombra de unos {shadow}.',
      'El horario del sol en {place} se calcula a partir de su posición en el globo y de la fecha de hoy, como lo hacen los astrónomos, así que se cumple hagan lo que hagan las nubes.',
    ],
  },
  season: {
    lead: [
      'Astronómicamente hablando, es {season} en {hemisphere}.',
      'Según el calendario astronómico, aquí es {season}.',
    ],
    items: [
      'El próximo punto de inflexión del año será {marker}, el {markerDate}, dentro de {markerDays}.',
      'Dentro de los trópicos, el sol pasa justo por la vertical dos veces al año; aquí ocurre hacia el {zenith1} y el {zenith2}, cuando a mediodía tu sombra casi desaparece bajo los pies.',
      'Las estaciones son la inclinación de la Tierra hecha visible: su eje se inclina unos veintitrés grados y medio, así que durante medio año {hemisphere} se inclina hacia el sol.{@tilt}',
      'Las estaciones se invierten a un lado y otro del ecuador, así que ahora mismo el otro hemisferio vive la estación opuesta.',
      'Una estación no es solo cuestión de temperatura: la duración del día, el ángulo de la luz y el recorrido del sol por el cielo cambian con ella.',
      'Cuanto más alto está el sol de mediodía, más energía recibe cada metro cuadrado de suelo, y esa sencilla geometría basta para que una estación sea cálida o fría.',
    ],
  },
  moon: {
    lead: [
      'Esta noche la luna es {moonPhase}, iluminada en torno a un {moonPct}.',
      'La luna de hoy es {moonPhase}, con cerca de un {moonPct} de su cara iluminada.',
    ],
    items: [
      'La próxima luna llena llegará dentro de {daysToFull}.',
      'La próxima luna nueva, cuando el cielo está más oscuro para mirar las estrellas, llegará dentro de {daysToNew}.',
      'Vista desde {hemisphere}, una luna creciente se ilumina por su lado {waxSide} y una menguante por el {waneSide}.',
      'La fase de la luna es la misma para todo el mundo en la Tierra en una noche dada, así que alguien muy lejos está viendo exactamente la misma forma que tú.{@moonSame}',
    ],
  },
  walk: {
    items: [
      'Si tienes diez minutos, camina en dirección a {n1}, que queda {n1DirTo}, y fíjate en cómo cambian por el camino los edificios, el tráfico y los sonidos.',
      'Una buena regla para explorar {place}: toma la primera calle que normalmente ignorarías y vuelve por otra distinta.',
      'Detente en la esquina más concurrida que encuentres y quédate allí dos minutos; aprenderás más sobre el ritmo de {place} que en cualquier guía.',
      'Levanta la vista al caminar: los pisos altos suelen conservar su forma original mucho después de que los escaparates de abajo hayan cambiado.{@upperFloors}',
      'Con la puesta de sol a las {sunset}, procura estar en algún sitio con vista {setDirTo} cuando termine el día.',
      'Vayas a donde vayas ahora, guarda el móvil en el bolsillo los primeros cinco minutos; tus ojos encontrarán cosas que ninguna pantalla enseña.',
    ],
  },
  calendar: {
    items: [
      'Hoy es el día {dayOfYear} del año, y quedan {daysLeft} para que termine.',
      'El último punto de inflexión del año, {lastMarker}, fue hace {sinceMarker}, y desde entonces la luz ha ido cambiando un poco cada día.',
      'Hoy es {weekday}, y el ritmo de la semana, con sus días de trabajo y de descanso, moldea un lugar tanto como las estaciones.',
      'El mes es una herencia de la luna: un ciclo completo de fases dura unos veintinueve días y medio, más o menos lo que dura un mes.',
      'Un año dura unos trescientos sesenta y cinco días y cuarto, y por eso se añade un día bisiesto casi cada cuatro años.',
      'Vayas donde vayas, la fecha del calendario la compartes con millones de personas, pero el horario del sol en {place} pertenece solo a este lugar.',
      'Muchas fiestas del mundo caen cerca de los solsticios y los equinoccios, porque durante casi toda la historia el sol fue el único calendario que todos sabían leer.{@solsticeFestivals}',
    ],
  },
  musing: {
    items: [
      'Viajar es sobre todo una forma de prestar atención, y esa misma atención funciona igual de bien al volver a casa.',
      'Un lugar es más que la suma de sus datos: los datos son el mapa, y quien lo recorre eres tú.',
      'Nadie ve un lugar dos veces de la misma manera: la luz, la estación y tu propio ánimo lo cambian cada vez.',
      'Dentro de un año, lo que recuerdes de este momento será probablemente algo pequeño, un sonido, un color o una cara.',
      'Cada calle la trazó alguien para alguien, y adivinar para quién es un juego tranquilo que nunca cansa.',
      'La amabilidad de los desconocidos es el recuerdo de viaje más común, y uno de los mejores.',
      'Estar en un sitio por primera vez es un regalo que solo se recibe una vez, así que permítete ser principiante.',
      'Los mapas aplanan el mundo; caminar le devuelve sus cuestas, sus olores y su ruido.',
      'Lo más interesante de cualquier lugar suele ser la gente que vive en él, y casi siempre está a una pregunta amable de distancia.',
      'Una guía puede decirte dónde mirar; solo tú decides qué ves.',
      'Los mejores momentos de un viaje rara vez están en el itinerario: ocurren entre dos sitios que querías ver.',
      'Sentarse cinco minutos en un lugar nuevo está infravalorado: poco a poco el lugar se olvida de ti y vuelve a ser él mismo.',
    ],
  },
};

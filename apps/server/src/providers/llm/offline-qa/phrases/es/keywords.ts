import type { QaKeywords } from '../../types';

export const keywords: QaKeywords = {
  intents: {
    recall: `dijiste|has dicho|mencionaste|has mencionado|hablaste|el relato|la narración|más sobre|repite`,
    tour: `este recorrido|el recorrido|esta ruta|qué parada|número de parada|cuántas paradas`,
    clock: `qué hora es|la hora|hora local|zona horaria|qué día es|qué fecha|la fecha`,
    sun: `atardecer|puesta de sol|puesta del sol|se pone el sol|amanecer|amanece|sale el sol|salida del sol
      |anochece|oscurece|se hace de noche|horas de luz|luz del día|duración del día|mediodía|crepúsculo|hora dorada
      |el sol$`,
    moon: `luna|lunar`,
    season: `estación del año|qué estación|solsticio|equinoccio|verano|invierno|primavera|otoño|día más largo
      |día más corto`,
    weather: `qué tiempo|tiempo hace|clima|temperatura|lluvia|llueve|llover|pronóstico|viento|nieve|nieva
      |nublado|nubes|paraguas|calor|frío`,
    news: `noticia|titular|qué pasa|evento|concierto|festival`,
    population: `población|habitantes|cuánta gente|cuántas personas|cuántos viven|gente vive|personas viven
      |qué tan grande|cómo de grande|tamaño`,
    distance: `distancia|qué tan lejos|cómo de lejos|lejos está|lejos queda|cuánto falta|qué dirección
      |hacia dónde|dónde está|dónde queda|cómo llego|kilómetro`,
    neighbours: `cerca|alrededor|vecino|más próximo|pueblos|otros lugares|qué hay por aquí`,
    country: `país|qué estado|región|provincia|comunidad autónoma|nación|coordenadas|latitud|longitud`,
    history: `historia|histórico|quién$|quiénes|por qué|construy|fundó|fundad|nombre viene|se llama así|origen
      |vivió|vivieron|famoso|diseñ|arquitect|cuándo se|siglo|leyenda|fantasma`,
    overview: `háblame de|cuéntame|dime algo|este lugar|dónde estoy|dónde estamos|qué es esto|qué lugar
      |qué hay aquí|describe|qué pueblo|qué ciudad|cómo se llama`,
  },
  stopWords: `el la los las lo un una unos unas y o pero de del a al en con por para sobre es son era fue ser
     estar está están esto este esta estos estas eso ese esa aquí ahí allí qué que cuál cuáles quién quiénes cuándo
     dónde cómo cuánto cuánta cuántos cuántas me mi mis te tu tus se nos le les su sus dime dijiste cuéntame háblame
     decir dicho relato narración historia favor también más muy hay algo lugar lejos cerca sabes`,
};
